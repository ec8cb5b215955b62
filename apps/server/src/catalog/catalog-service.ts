import type { Services } from '@partsmith/contracts/router';
import type { CatalogDependencies } from '../service-dependencies';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { getProduct } from './get-product';
import { listProducts } from './list-products';
import { searchCatalogue } from './search-catalogue';
import { updateProduct } from './update-product';

/** The catalogue's use cases, the shop's and the admin's, bound to their dependencies. */
export function createCatalogService({
  db,
  now,
}: CatalogDependencies): Pick<Services, 'catalog' | 'productsAdmin'> {
  return {
    catalog: {
      listProducts: () => listProducts({ db }),
      latestProducts: ({ limit }) => listProducts({ db, limit }),
      getProduct: ({ id }) => getProduct({ db, id }),
      searchCatalogue: (input) => searchCatalogue({ db, input }),
    },
    productsAdmin: {
      createProduct: ({ actorId, input }) => createProduct({ db, actorId, input }),
      updateProduct: ({ actorId, input }) => updateProduct({ db, actorId, input }),
      deleteProduct: ({ actorId, id }) => deleteProduct({ db, actorId, id, now }),
    },
  };
}
