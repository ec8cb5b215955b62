import {
  CATALOGUE_SORTS,
  CATEGORY_FILTERS_MAX,
  type CatalogueSort,
  type CategoryPageInput,
} from '@partsmith/contracts';
import { searchChoice, searchText } from '../../../../lib/list-search';

/**
 * A category page's URL: the API's own query names (decision 0056), so a page's link is its API query.
 * `choice=key:value` and `range=key:min..max` may repeat; prices are cents.
 */
export interface CategoryUrl {
  choice?: string[];
  range?: string[];
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** Newest is the default and stays out of the URL. */
  sort?: CatalogueSort;
  after?: string;
  before?: string;
}

const CHOICE = /^[a-z0-9]+(-[a-z0-9]+)*:.+$/s;
const RANGE = /^[a-z0-9]+(-[a-z0-9]+)*:(-?\d+(\.\d+)?)?\.\.(-?\d+(\.\d+)?)?$/;

/** One value or several from the URL, keeping those of the right shape; none is left out of the URL. */
function filterList(value: unknown, shape: RegExp): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string' && shape.test(item))
    .slice(0, CATEGORY_FILTERS_MAX);
  return list.length > 0 ? [...new Set(list)] : undefined;
}

function cents(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/** `validateSearch`: a plain function (docs/web-conventions.md); malformed filters drop out, the server checks keys. */
export function validateCategoryUrl(search: Record<string, unknown>): CategoryUrl {
  const after = searchText(search.after);
  let minPrice = cents(search.minPrice);
  const maxPrice = cents(search.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = undefined;
  return {
    choice: filterList(search.choice, CHOICE),
    range: filterList(search.range, RANGE),
    inStock: search.inStock === true || search.inStock === 'true' ? true : undefined,
    minPrice,
    maxPrice,
    sort: searchChoice(search.sort, CATALOGUE_SORTS),
    after,
    before: after ? undefined : searchText(search.before),
  };
}

/** The server's input for a category's URL, for the loader and the page alike. */
export function categoryInput(slug: string, url: CategoryUrl): CategoryPageInput {
  return { slug, ...url, sort: url.sort ?? 'newest' };
}

/** The same URL without its cursor: any change of filters starts again from the first page. */
export function firstPage(url: CategoryUrl): CategoryUrl {
  return { ...url, after: undefined, before: undefined };
}

/** How many filters the URL holds (the price range counts once): the "Filters (N)" button's number. */
export function activeFilterCount(url: CategoryUrl): number {
  return (
    (url.choice?.length ?? 0) +
    (url.range?.length ?? 0) +
    (url.inStock ? 1 : 0) +
    (url.minPrice !== undefined || url.maxPrice !== undefined ? 1 : 0)
  );
}
