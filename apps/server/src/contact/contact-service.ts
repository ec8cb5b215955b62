import type { Services } from '@partsmith/contracts/router';
import type { ContactDependencies } from '../service-dependencies';
import { listContactMessages } from './list-contact-messages';
import { markMessageHandled } from './mark-message-handled';
import { sendContactMessage } from './send-contact-message';

/** The contact form and the admin inbox it feeds, bound to their dependencies. */
export function createContactService({
  db,
  now,
  jobs,
  shopEmail,
}: ContactDependencies): Pick<Services, 'contact'> {
  return {
    contact: {
      sendMessage: (input) => sendContactMessage({ db, jobs, shopEmail, input }),
      listMessages: (input) => listContactMessages({ db, input }),
      markHandled: ({ id }) => markMessageHandled({ db, id, now }),
    },
  };
}
