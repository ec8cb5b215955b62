import type { Services } from '@partsmith/contracts/router';
import type { Database } from '@partsmith/db';
import { getProfile } from './accounts/get-profile';
import { isAdmin } from './accounts/is-admin';
import { register } from './accounts/register';
import { requestPasswordReset } from './accounts/request-password-reset';
import { resetPassword } from './accounts/reset-password';
import { updateProfile } from './accounts/update-profile';
import { verifyCredentials } from './accounts/verify-credentials';
import { getProduct } from './catalog/get-product';
import { listProducts } from './catalog/list-products';
import type { Mailer } from './mail/mailer';
import { listReviews } from './reviews/list-reviews';
import type { BackgroundTasks } from './shared/background-tasks';

export interface ServiceDependencies {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
  googleSignIn: boolean;
}

/** Binds each use case to its dependencies: the implementation of the contracts' service interfaces. */
export function createServices(dependencies: ServiceDependencies): Services {
  const { db, now, mailer, background, publicUrl, googleSignIn } = dependencies;
  return {
    catalog: {
      listProducts: () => listProducts({ db }),
      latestProducts: ({ limit }) => listProducts({ db, limit }),
      getProduct: ({ id }) => getProduct({ db, id }),
    },
    reviews: {
      listReviews: () => listReviews({ db }),
    },
    accounts: {
      register: (input) => register({ db, input }),
      verifyCredentials: (input) => verifyCredentials({ db, input }),
      signInProviders: () => ({ google: googleSignIn }),
      requestPasswordReset: ({ email }) =>
        requestPasswordReset({ db, mailer, background, publicUrl, now, email }),
      resetPassword: (input) => resetPassword({ db, now, input }),
      getProfile: ({ userId }) => getProfile({ db, userId }),
      updateProfile: ({ userId, fields }) => updateProfile({ db, userId, fields }),
      isAdmin: ({ email }) => isAdmin({ db, email }),
    },
  };
}
