import { createFileRoute } from '@tanstack/react-router';
import { AddReviewPage } from './-components/add-review-page';

/** For customers (the admin menu leaves it out, spec §6); the server takes a review from any signed-in user. */
export const Route = createFileRoute('/_signedIn/dashboard/review')({ component: AddReviewPage });
