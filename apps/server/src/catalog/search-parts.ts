import type { CataloguePage, CatalogueSearchInput } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import type { CatalogueReadModel } from './catalogue-read-model';
import { searchCatalogue } from './search-catalogue';
import { planInMemory, searchPageInMemory } from './search-in-memory';
import { searchIndexOf } from './search-index';

/**
 * The public catalogue, searched (decision 0072): answered from the catalogue read model's search index, with the
 * same parts, sorts and cursors as the database's full text and trigrams would give. The catalogue without a
 * search is the database's keyset page (decision 0027).
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
  return searchPageInMemory(snapshot, planInMemory(searchIndexOf(snapshot), input.q), input);
}
