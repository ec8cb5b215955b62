import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  type CatalogueSearchInput,
  type CatalogueSort,
  type Product,
} from '@partsmith/contracts';
import { type CataloguePosition, decodeCursor, encodeCursor } from './catalogue-cursor';

/** A catalogue sort over parts in memory: the cursor's key of a part, and how two keys compare. */
interface MemorySort {
  key: (part: Product) => string;
  compareKeys: (a: string, b: string) => number;
  descending: boolean;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);
/** Code unit order, as the database's C collation orders names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The same keys as the database's sorts (`search-catalogue.ts`), so a cursor means the same under either. */
const MEMORY_SORTS: Record<CatalogueSort, MemorySort> = {
  newest: {
    key: (part) => String(Date.parse(part.createdAt) * 1000),
    compareKeys: byNumber,
    descending: true,
  },
  'price-asc': { key: (part) => String(part.priceCents), compareKeys: byNumber, descending: false },
  'price-desc': { key: (part) => String(part.priceCents), compareKeys: byNumber, descending: true },
  name: { key: (part) => part.name, compareKeys: byText, descending: false },
};

/** Where `position` falls in the sort's walking order against a part: below 0 before it, above 0 after it. */
function compareToPart(sort: MemorySort, position: CataloguePosition, part: Product): number {
  const order = sort.compareKeys(position.key, sort.key(part)) || byText(position.id, part.id);
  return sort.descending ? -order : order;
}

/** The parts in the sort's walking order (the id breaks ties), as a page walks them. */
export function sortParts(parts: readonly Product[], sort: CatalogueSort): Product[] {
  const memorySort = MEMORY_SORTS[sort];
  const keyed = parts.map((part) => ({ part, key: memorySort.key(part) }));
  keyed.sort((a, b) => {
    const order = memorySort.compareKeys(a.key, b.key) || byText(a.part.id, b.part.id);
    return memorySort.descending ? -order : order;
  });
  return keyed.map(({ part }) => part);
}

/** The index of the first part the position comes before (binary search; `sorted` is in walking order). */
function firstAfter(sorted: readonly Product[], sort: MemorySort, position: CataloguePosition): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const part = sorted[middle];
    if (part && compareToPart(sort, position, part) >= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface SortedPageInput {
  sorted: readonly Product[];
  passes: (index: number) => boolean;
  input: Pick<CatalogueSearchInput, 'sort' | 'after' | 'before'>;
  /** At most this many parts are asked `passes`: when they are not enough for the page, the answer is null. */
  walkLimit?: number;
}

/**
 * A keyset page of the parts in `sorted` (walking order, as `sortParts` gives) that `passes`, 12 at a time, with
 * the same cursors and edges as the database's pages (`cataloguePage`).
 */
export function sortedPage(page: SortedPageInput & { walkLimit?: undefined }): CataloguePage;
export function sortedPage(page: SortedPageInput): CataloguePage | null;
export function sortedPage({
  sorted,
  passes,
  input,
  walkLimit = Number.POSITIVE_INFINITY,
}: SortedPageInput): CataloguePage | null {
  const sort = MEMORY_SORTS[input.sort];
  const backwards = input.before !== undefined;
  const cursor = input.after ?? input.before;
  const position = cursor === undefined ? null : decodeCursor(input.sort, cursor);
  const found: Product[] = [];
  let asked = 0;
  const tooFar = () => {
    asked += 1;
    return asked > walkLimit;
  };
  if (backwards) {
    // The parts strictly before the position, walked from it towards the start, then turned round.
    const start = position ? firstAfter(sorted, sort, position) - 1 : sorted.length - 1;
    for (let index = start; index >= 0 && found.length <= CATALOGUE_PAGE_SIZE; index -= 1) {
      const part = sorted[index];
      if (part && position && compareToPart(sort, position, part) === 0) continue;
      if (tooFar()) return null;
      if (part && passes(index)) found.push(part);
    }
  } else {
    for (
      let index = position ? firstAfter(sorted, sort, position) : 0;
      index < sorted.length && found.length <= CATALOGUE_PAGE_SIZE;
      index += 1
    ) {
      if (tooFar()) return null;
      const part = sorted[index];
      if (part && passes(index)) found.push(part);
    }
  }
  const more = found.length > CATALOGUE_PAGE_SIZE;
  const page = found.slice(0, CATALOGUE_PAGE_SIZE);
  if (backwards) page.reverse();
  const edge = (part: Product | undefined) =>
    part ? encodeCursor(input.sort, { key: sort.key(part), id: part.id }) : null;
  return {
    items: page,
    // The side we came from has a page whenever we moved; the side we move towards has one when a part was left.
    nextCursor: (backwards ? position !== null : more) ? edge(page.at(-1)) : null,
    previousCursor: (backwards ? more : position !== null) ? edge(page[0]) : null,
  };
}
