import type { Services } from '@partsmith/contracts/router';
import type { Database } from '@partsmith/db';
import { getProduct } from './catalog/get-product';
import { listProducts } from './catalog/list-products';
import { listReviews } from './reviews/list-reviews';

export interface ServiceDependencies {
  db: Database;
}

/** Binds each use case to its dependencies: the implementation of the contracts' service interfaces. */
export function createServices({ db }: ServiceDependencies): Services {
  return {
    catalog: {
      listProducts: () => listProducts({ db }),
      latestProducts: ({ limit }) => listProducts({ db, limit }),
      getProduct: ({ id }) => getProduct({ db, id }),
    },
    reviews: {
      listReviews: () => listReviews({ db }),
    },
  };
}
