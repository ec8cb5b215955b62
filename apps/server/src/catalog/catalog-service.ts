import type { Services } from '@partsmith/contracts/router';
import type { CatalogDependencies } from '../service-dependencies';
import { getProduct, latestProducts, productsOnSale } from './catalogue-reads';
import { categoryFields } from './category-fields';
import { categoryPage } from './category-page';
import { categoryTree } from './category-tree';
import { createProduct } from './create-product';
import { deleteProduct } from './delete-product';
import { exportCatalogue } from './export-catalogue';
import { filteredPartIds } from './filtered-part-ids';
import { getProductSpecifications } from './product-specifications';
import { searchParts } from './search-parts';
import { specificationValues } from './specification-values';
import { suggestParts } from './suggest-parts';
import { updateProduct } from './update-product';

/** The catalogue's use cases, the shop's and the admin's, bound to their dependencies. */
export function createCatalogService({
  db,
  now,
  catalogue,
  jobs,
}: CatalogDependencies): Pick<Services, 'catalog' | 'productsAdmin'> {
  return {
    catalog: {
      listProducts: () => productsOnSale({ catalogue }),
      latestProducts: ({ limit }) => latestProducts({ catalogue, limit }),
      getProduct: ({ id }) => getProduct({ catalogue, id }),
      searchCatalogue: (input) => searchParts({ db, catalogue, input }),
      suggestParts: (input) => suggestParts({ catalogue, input }),
      categoryTree: () => categoryTree({ db }),
      categoryPage: (input) => categoryPage({ db, catalogue, input }),
      productSpecifications: ({ id }) => getProductSpecifications({ db, id }),
    },
    productsAdmin: {
      createProduct: ({ actorId, input }) => createProduct({ db, actorId, input }),
      updateProduct: ({ actorId, input }) => updateProduct({ db, jobs, actorId, input }),
      deleteProduct: ({ actorId, id }) => deleteProduct({ db, actorId, id, now }),
      categoryFields: () => categoryFields({ db }),
      specificationValues: ({ id }) => specificationValues({ db, id }),
      exportCatalogue: (input) => exportCatalogue({ db, input }),
      filteredIds: (input) => filteredPartIds({ db, input }),
    },
  };
}
