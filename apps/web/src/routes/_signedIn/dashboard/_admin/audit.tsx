import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from './-components/audit-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/audit')({ component: AuditPage });
