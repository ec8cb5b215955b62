import type { CataloguePage, CatalogueSearchInput } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { CatalogueReadModel } from './catalogue-read-model';
import { searchCatalogue } from './search-catalogue';
import { planInMemory, searchPageInMemory } from './search-in-memory';
import { searchIndexOf } from './search-index';

/**
 * The public catalogue, searched (decision 0072): a search whose every word some part holds as typed is answered
 * from the catalogue read model's search index, with the same parts, sorts and cursors as the database's; a search
 * with a misspelt word goes to the database, whose trigrams find near spellings. The catalogue without a search
 * is the database's keyset page (decision 0027).
 */
export async function searchParts({
  db,
  catalogue,
  input,
}: {
  db: Database;
  catalogue: CatalogueReadModel;
  input: CatalogueSearchInput;
}): Promise<CataloguePage> {
  if (!input.q) return searchCatalogue({ db, input });
  const snapshot = await catalogue.current();
  const plan = planInMemory(searchIndexOf(snapshot), input.q);
  if (plan.misspelt.size > 0) return searchCatalogue({ db, input, plan });
  return searchPageInMemory(snapshot, plan, input);
}
