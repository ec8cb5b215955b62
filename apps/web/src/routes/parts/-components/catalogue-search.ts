import { CATALOGUE_SORTS, type CatalogueSearchInput, type CatalogueSort } from '@partsmith/contracts';
import { searchChoice, searchText } from '../../../lib/list-search';

/** The catalogue's URL (`/parts?q=&sort=&after=`), so a search can be linked and survives a reload. */
export interface CatalogueUrl {
  q?: string;
  /** Newest is the default and stays out of the URL. */
  sort?: CatalogueSort;
  after?: string;
  before?: string;
}

/**
 * `validateSearch`: a plain function, not zod (docs/web-conventions.md). Nonsense in a hand-edited URL falls back
 * to the default; a damaged cursor is the server's to refuse (the route's error screen offers the first page).
 */
export function validateCatalogueUrl(search: Record<string, unknown>): CatalogueUrl {
  return {
    q: searchText(search.q)?.slice(0, 100),
    sort: searchChoice(search.sort, CATALOGUE_SORTS),
    after: searchText(search.after),
    before: searchText(search.before),
  };
}

/** The server's input for what the URL asks, for the loader and the page alike; `after` wins over `before`. */
export function catalogueInput({ q, sort, after, before }: CatalogueUrl): CatalogueSearchInput {
  return { q, sort: sort ?? 'newest', after, before: after ? undefined : before };
}
