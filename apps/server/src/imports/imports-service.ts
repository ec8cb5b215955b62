import type { Services } from '@partsmith/contracts/router';
import type { ImportsDependencies } from '../service-dependencies';
import { confirmImport } from './confirm-import';
import { previewImport } from './preview-import';

/** The catalogue import's use cases (decision 0070) bound to their dependencies. */
export function createImportsService({ db, jobs }: ImportsDependencies): Pick<Services, 'catalogueImport'> {
  return {
    catalogueImport: {
      preview: (input) => previewImport({ db, input }),
      confirm: ({ actorId, input }) => confirmImport({ db, jobs, actorId, input }),
    },
  };
}
