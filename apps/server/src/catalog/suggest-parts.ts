import {
  PART_SUGGESTIONS_MAX,
  type PartSuggestions,
  type PartSuggestionsInput,
  type Product,
} from '@partsmith/contracts';
import { products, type Queryable } from '@partsmith/db';
import { and, isNull, sql } from 'drizzle-orm';
import type { CatalogueReadModel } from './catalogue-read-model';
import { isExactPartNumber, matchesSearch, planSearch, searchRelevance } from './search-match';

/**
 * The parts that best answer what the buyer has typed so far (decision 0059). The database finds and ranks them
 * through its indexes; the answers come from the in-memory catalogue, pictures and rules included, so a keystroke
 * costs one indexed query and no other.
 */
export async function suggestParts({
  db,
  catalogue,
  input,
}: {
  db: Queryable;
  catalogue: CatalogueReadModel;
  input: PartSuggestionsInput;
}): Promise<PartSuggestions> {
  if (input.q === '') return { items: [], exactPartNumber: false };
  const rows = await bestMatches({ db, search: input.q, limit: PART_SUGGESTIONS_MAX });
  // A part removed since the query ran is not in the catalogue's newest copy: left out.
  const { byId } = await catalogue.current();
  const items = rows.map((row) => byId.get(row.id)).filter((part): part is Product => part !== undefined);
  return { items, exactPartNumber: rows[0]?.exact === true && items[0]?.id === rows[0].id };
}

/** The ids of the parts on sale that best answer `search`, best first; `exact`: the part number searched. */
export async function bestMatches({ db, search, limit }: { db: Queryable; search: string; limit: number }) {
  const plan = await planSearch(db, search);
  return db
    .select({ id: products.id, exact: sql<boolean>`${isExactPartNumber(search)}` })
    .from(products)
    .where(and(isNull(products.deletedAt), matchesSearch(plan)))
    .orderBy(...searchRelevance(plan), products.name, products.id)
    .limit(limit);
}
