import { STOCK_FILTERS, type StockFilter } from '@partsmith/contracts';
import { type PageSearch, searchChoice, searchPage, searchText } from '../../../../../lib/list-search';

/** All Products' search (decision 0062): the page, a category slug (with its sub-categories), text, stock. */
export type ProductsSearch = PageSearch & { category?: string; q?: string; stock?: StockFilter };
export const validateProductsSearch = (search: Record<string, unknown>): ProductsSearch => ({
  page: searchPage(search.page),
  category: searchText(search.category),
  q: searchText(search.q),
  stock: searchChoice(search.stock, STOCK_FILTERS),
});
