import {
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  type CatalogueSearchInput,
  type CatalogueSort,
  searchWords,
} from '@partsmith/contracts';
import { type Database, products } from '@partsmith/db';
import { and, asc, desc, isNull, type SQL, sql } from 'drizzle-orm';
import { type CataloguePosition, decodeCursor, encodeCursor } from './catalogue-cursor';
import { imageSrcSets } from './image-src-sets';
import { productColumns, toProduct } from './product-row';
import { matchesSearch, planSearch } from './search-match';

interface Sort {
  column: SQL;
  /**
   * The same order as an expression no index serves: the rows are found through the filter's own indexes, then
   * sorted, instead of by walking the order's index until a page of them has passed.
   */
  unindexed: SQL;
  /** The column's value as the cursor keeps it: exact, a timestamp as whole microseconds since 1970. */
  keyText: SQL;
  /** A key from a cursor back as a value of the column; every key the cursor check lets through is one. */
  keyValue: (key: string) => SQL;
  descending: boolean;
}

const NEWEST: Sort = {
  column: sql`${products.createdAt}`,
  unindexed: sql`${products.createdAt} + interval '0 seconds'`,
  keyText: sql`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
  keyValue: (key) => sql`(timestamptz 'epoch' + cast(${key} as bigint) * interval '1 microsecond')`,
  descending: true,
};
const byPrice = (descending: boolean): Sort => ({
  column: sql`${products.priceCents}`,
  unindexed: sql`${products.priceCents} + 0`,
  keyText: sql`${products.priceCents}::text`,
  keyValue: (key) => sql`cast(${key} as integer)`,
  descending,
});
const SORTS: Record<CatalogueSort, Sort> = {
  newest: NEWEST,
  'price-asc': byPrice(false),
  'price-desc': byPrice(true),
  name: {
    column: sql`${products.name}`,
    unindexed: sql`${products.name} || ''`,
    keyText: sql`${products.name}`,
    keyValue: (key) => sql`cast(${key} as text)`,
    descending: false,
  },
};

/**
 * The public catalogue, 12 at a time, by keyset: a page continues after (or before) the position in its cursor, so
 * paging costs the same on page 1 and page 100 and a part added meanwhile never shifts or repeats a page.
 */
export async function searchCatalogue({
  db,
  input,
}: {
  db: Database;
  input: CatalogueSearchInput;
}): Promise<CataloguePage> {
  return cataloguePage({
    db,
    input,
    // A search is answered by the read model's index (decision 0072); this one is the SQL reference it is held to.
    filter: input.q ? matchesSearch(await planSearch(db, input.q)) : undefined,
    // Several words: the planner guesses their matches far too many and walks the newest index through all 100,000
    // parts for "washer 1999" (1.7 s; 22 ms found first). One word's guess holds ("bolt" is in 5,000 names: the
    // walk finds a page in 4 ms, finding them all first takes 110 ms), so the planner keeps its choice.
    findMatchesFirst: searchWords(input.q ?? '').length > 1,
  });
}

/** One keyset page of the parts on sale that pass `filter`, in the input's sort (a category page's too). */
export async function cataloguePage({
  db,
  input,
  filter,
  findMatchesFirst = false,
}: {
  db: Database;
  input: Pick<CatalogueSearchInput, 'sort' | 'after' | 'before'>;
  filter: SQL | undefined;
  /** Find the rows `filter` passes through its indexes, then sort them (see `Sort.unindexed`). */
  findMatchesFirst?: boolean;
}): Promise<CataloguePage> {
  const sort = SORTS[input.sort];
  const backwards = input.before !== undefined;
  const cursor = input.after ?? input.before;
  const position = cursor === undefined ? null : decodeCursor(input.sort, cursor);
  // Paging back walks the order in reverse from the cursor, then turns the page round.
  const descending = sort.descending !== backwards;
  const order = descending ? desc : asc;
  const rows = await db
    .select({ ...productColumns, sortKey: sql<string>`${sort.keyText}` })
    .from(products)
    .where(and(isNull(products.deletedAt), filter, position ? beyond(sort, position, descending) : undefined))
    .orderBy(order(findMatchesFirst ? sort.unindexed : sort.column), order(products.id))
    .limit(CATALOGUE_PAGE_SIZE + 1);
  const more = rows.length > CATALOGUE_PAGE_SIZE;
  const page = rows.slice(0, CATALOGUE_PAGE_SIZE);
  if (backwards) page.reverse();
  const edge = (row: (typeof page)[number] | undefined) =>
    row ? encodeCursor(input.sort, { key: row.sortKey, id: row.id }) : null;
  const srcSets = await imageSrcSets({ db, imageIds: page.map((row) => row.imageId) });
  return {
    items: page.map(({ sortKey: _, ...row }) =>
      toProduct(row, row.imageId ? srcSets.get(row.imageId) : null),
    ),
    // The side we came from has a page whenever we moved; the side we move towards has one when a row was left.
    nextCursor: (backwards ? position !== null : more) ? edge(page.at(-1)) : null,
    previousCursor: (backwards ? more : position !== null) ? edge(page[0]) : null,
  };
}

/** Rows past the position in the walking direction; the id breaks ties between equal keys. */
function beyond(sort: Sort, { key, id }: CataloguePosition, descending: boolean): SQL {
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${sort.column}, ${products.id}) ${operator} (${sort.keyValue(key)}, cast(${id} as uuid))`;
}
