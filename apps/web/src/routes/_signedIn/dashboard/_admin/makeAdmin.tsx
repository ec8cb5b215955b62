import { createFileRoute } from '@tanstack/react-router';
import { AllUsersPage } from './-components/all-users-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/makeAdmin')({ component: AllUsersPage });
