import type { Services } from '@partsmith/contracts/router';
import type { ReportsDependencies } from '../service-dependencies';
import { salesOverview } from './sales-overview';

/** The admin's figures bound to their dependencies. */
export function createReportsService({ db, catalogue, now }: ReportsDependencies): Pick<Services, 'reports'> {
  return { reports: { salesOverview: () => salesOverview({ db, catalogue, now }) } };
}
