import type { Services } from '@partsmith/contracts/router';
import type { AuditDependencies } from '../service-dependencies';
import { listAuditEntries } from './list-audit-entries';

/** The audit log's reading side bound to its dependencies (writing is `recordAudit`, inside each change). */
export function createAuditService({ db }: AuditDependencies): Pick<Services, 'audit'> {
  return { audit: { listEntries: (input) => listAuditEntries({ db, input }) } };
}
