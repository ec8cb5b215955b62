import {
  PART_SUGGESTIONS_MAX,
  type PartSuggestions,
  type PartSuggestionsInput,
  type Product,
} from '@partsmith/contracts';
import { products, type Queryable } from '@partsmith/db';
import { and, isNull, sql } from 'drizzle-orm';
import type { CatalogueReadModel } from './catalogue-read-model';
import { bestMatchesInMemory, planInMemory } from './search-in-memory';
import { searchIndexOf } from './search-index';
import {
  isExactPartNumber,
  matchesSearch,
  planSearch,
  type SearchPlan,
  searchRelevance,
} from './search-match';

/**
 * The parts that best answer what the buyer has typed so far (decision 0059). The catalogue read model's search
 * index finds and ranks them as the database would (decision 0072), so a keystroke sends no statement; a search
 * with a misspelt word is found and ranked by the database's trigrams, its parts then taken from memory too.
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
  const snapshot = await catalogue.current();
  const plan = planInMemory(searchIndexOf(snapshot), input.q);
  if (plan.misspelt.size === 0) {
    const best = bestMatchesInMemory(snapshot, plan, PART_SUGGESTIONS_MAX);
    return { items: best.map(({ part }) => part), exactPartNumber: best[0]?.exact === true };
  }
  const rows = await bestMatches({ db, search: input.q, limit: PART_SUGGESTIONS_MAX, plan });
  // A part removed since the query ran is not in the catalogue's newest copy: left out.
  const { byId } = await catalogue.current();
  const items = rows.map((row) => byId.get(row.id)).filter((part): part is Product => part !== undefined);
  return { items, exactPartNumber: rows[0]?.exact === true && items[0]?.id === rows[0].id };
}

/** The ids of the parts on sale that best answer `search`, best first; `exact`: the part number searched. */
export async function bestMatches({
  db,
  search,
  limit,
  plan: planned,
}: {
  db: Queryable;
  search: string;
  limit: number;
  /** The search's plan when already made (`planInMemory`); else read here. */
  plan?: SearchPlan;
}) {
  const plan = planned ?? (await planSearch(db, search));
  return db
    .select({ id: products.id, exact: sql<boolean>`${isExactPartNumber(search)}` })
    .from(products)
    .where(and(isNull(products.deletedAt), matchesSearch(plan)))
    .orderBy(...searchRelevance(plan), products.name, products.id)
    .limit(limit);
}
