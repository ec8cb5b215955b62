import type { Services } from '@partsmith/contracts/router';
import type { CatalogDependencies } from '../service-dependencies';
import { getProduct, latestProducts, productsOnSale } from './catalogue-reads';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { searchCatalogue } from './search-catalogue';
import { updateProduct } from './update-product';

/** The catalogue's use cases, the shop's and the admin's, bound to their dependencies. */
export function createCatalogService({
  db,
  now,
  catalogue,
}: CatalogDependencies): Pick<Services, 'catalog' | 'productsAdmin'> {
  return {
    catalog: {
      listProducts: () => productsOnSale({ catalogue }),
      latestProducts: ({ limit }) => latestProducts({ catalogue, limit }),
      getProduct: ({ id }) => getProduct({ catalogue, id }),
      searchCatalogue: (input) => searchCatalogue({ db, input }),
    },
    productsAdmin: {
      createProduct: ({ actorId, input }) => createProduct({ db, actorId, input }),
      updateProduct: ({ actorId, input }) => updateProduct({ db, actorId, input }),
      deleteProduct: ({ actorId, id }) => deleteProduct({ db, actorId, id, now }),
    },
  };
}
