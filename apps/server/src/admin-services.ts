import type { Services } from '@partsmith/contracts/router';
import { listUsers } from './accounts/list-users';
import { makeAdmin } from './accounts/make-admin';
import { removeUser } from './accounts/remove-user';
import { listAuditEntries } from './audit/list-audit-entries';
import { createProduct } from './catalog/create-product';
import { deleteProduct } from './catalog/delete-product';
import { updateProduct } from './catalog/update-product';
import { listContactMessages } from './contact/list-contact-messages';
import { markMessageHandled } from './contact/mark-message-handled';
import { sendContactMessage } from './contact/send-contact-message';
import { storeImage } from './images/store-image';
import { listFailedJobs } from './jobs/list-failed-jobs';
import { retryFailedJob } from './jobs/retry-failed-job';
import type { ServiceDependencies } from './services';

type AdminServices = Pick<Services, 'usersAdmin' | 'productsAdmin' | 'images' | 'contact' | 'audit' | 'jobs'>;

/** The admin area's use cases (and the contact form that feeds its inbox), bound to their dependencies. */
export function createAdminServices(dependencies: ServiceDependencies): AdminServices {
  const { db, now, jobs, shopEmail } = dependencies;
  return {
    usersAdmin: {
      listUsers: (input) => listUsers({ db, input }),
      makeAdmin: ({ actorId, email }) => makeAdmin({ db, actorId, email }),
      removeUser: ({ actorId, id }) => removeUser({ db, actorId, id, now }),
    },
    productsAdmin: {
      createProduct: ({ actorId, input }) => createProduct({ db, actorId, input }),
      updateProduct: ({ actorId, input }) => updateProduct({ db, actorId, input }),
      deleteProduct: ({ actorId, id }) => deleteProduct({ db, actorId, id, now }),
    },
    images: {
      storeImage: ({ source }) => storeImage({ db, source }),
    },
    contact: {
      sendMessage: (input) => sendContactMessage({ db, jobs, shopEmail, input }),
      listMessages: (input) => listContactMessages({ db, input }),
      markHandled: ({ id }) => markMessageHandled({ db, id, now }),
    },
    audit: {
      listEntries: (input) => listAuditEntries({ db, input }),
    },
    jobs: {
      listFailed: (input) => listFailedJobs({ jobs, input }),
      retryFailed: ({ actorId, id }) => retryFailedJob({ db, jobs, actorId, id }),
    },
  };
}
