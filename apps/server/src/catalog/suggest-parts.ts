import { PART_SUGGESTIONS_MAX, type PartSuggestions, type PartSuggestionsInput } from '@partsmith/contracts';
import type { CatalogueReadModel } from './catalogue-read-model';
import { bestMatchesInMemory, planInMemory } from './search-in-memory';
import { searchIndexOf } from './search-index';

/**
 * The parts that best answer what the buyer has typed so far (decision 0059). The catalogue read model's search
 * index finds and ranks them as the database would (decision 0072), so a keystroke sends no statement.
 */
export async function suggestParts({
  catalogue,
  input,
}: {
  catalogue: CatalogueReadModel;
  input: PartSuggestionsInput;
}): Promise<PartSuggestions> {
  if (input.q === '') return { items: [], exactPartNumber: false };
  const snapshot = await catalogue.current();
  const plan = planInMemory(searchIndexOf(snapshot), input.q);
  const best = bestMatchesInMemory(snapshot, plan, PART_SUGGESTIONS_MAX);
  return { items: best.map(({ part }) => part), exactPartNumber: best[0]?.exact === true };
}
