import type { Services } from '@partsmith/contracts/router';
import type { AccountsDependencies } from '../service-dependencies';
import { getProfile } from './get-profile';
import { isAdmin } from './is-admin';
import { listUsers } from './list-users';
import { makeAdmin } from './make-admin';
import { register } from './register';
import { removeUser } from './remove-user';
import { requestPasswordReset } from './request-password-reset';
import { resendEmailVerification } from './resend-email-verification';
import { resetPassword } from './reset-password';
import { revokeAdmin } from './revoke-admin';
import { setTaxExempt } from './set-tax-exempt';
import { updateContact } from './update-contact';
import { updateProfile } from './update-profile';
import { verifyCredentials } from './verify-credentials';
import { verifyEmail } from './verify-email';

/** The accounts' use cases, the customer's and the admin's user management, bound to their dependencies. */
export function createAccountsService(
  dependencies: AccountsDependencies,
): Pick<Services, 'accounts' | 'usersAdmin'> {
  const { db, now, jobs, publicUrl, googleSignIn, sessionCache } = dependencies;
  return {
    accounts: {
      register: (input) => register({ db, jobs, publicUrl, now, input }),
      verifyCredentials: (input) => verifyCredentials({ db, input }),
      signInProviders: () => ({ google: googleSignIn }),
      requestPasswordReset: ({ email }) => requestPasswordReset({ db, jobs, publicUrl, now, email }),
      // Changes that end sessions or change what they answer with also leave this instance's session cache at once
      // (the others hear of them through NOTIFY, session-change-listener.ts).
      resetPassword: async (input) => {
        await resetPassword({ db, now, input });
        sessionCache.clear();
      },
      verifyEmail: ({ userId, input }) => verifyEmail({ db, now, userId, input }),
      resendEmailVerification: ({ userId }) => resendEmailVerification({ db, jobs, publicUrl, now, userId }),
      getProfile: ({ userId }) => getProfile({ db, userId }),
      updateProfile: ({ userId, fields }) => updateProfile({ db, userId, fields }),
      updateContact: ({ userId, contact }) => updateContact({ db, userId, contact }),
      isAdmin: ({ email }) => isAdmin({ db, email }),
    },
    usersAdmin: {
      listUsers: (input) => listUsers({ db, input }),
      makeAdmin: async ({ actorId, email }) => {
        const change = await makeAdmin({ db, actorId, email });
        if (change.changed) sessionCache.clear();
        return change;
      },
      revokeAdmin: async ({ actorId, id }) => {
        const change = await revokeAdmin({ db, actorId, id });
        if (change.changed) sessionCache.forgetUser(id);
        return change;
      },
      setTaxExempt: ({ actorId, id, taxExempt }) => setTaxExempt({ db, actorId, id, taxExempt }),
      removeUser: async ({ actorId, id }) => {
        await removeUser({ db, actorId, id, now });
        sessionCache.forgetUser(id);
      },
    },
  };
}
