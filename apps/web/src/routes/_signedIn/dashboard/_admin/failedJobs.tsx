import { createFileRoute } from '@tanstack/react-router';
import { FailedJobsPage } from './-components/failed-jobs-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/failedJobs')({ component: FailedJobsPage });
