import { STOCK_FILTERS, type StockFilter } from '@partsmith/contracts';
import { type PageSearch, searchChoice, searchPage, searchText } from '../../../../../lib/list-search';

/**
 * All Products' filters (decision 0062): a category slug (with its sub-categories), text, stock. The route
 * validates only the page (route options are in the home page's first load); the page reads these itself.
 */
export type ProductsSearch = PageSearch & { category?: string; q?: string; stock?: StockFilter };
export const validateProductsSearch = (search: Record<string, unknown>): ProductsSearch => ({
  page: searchPage(search.page),
  category: searchText(search.category),
  q: searchText(search.q),
  stock: searchChoice(search.stock, STOCK_FILTERS),
});
