import { type CategoryPage, categoryFilters, formatCents } from '@partsmith/contracts';
import { Button } from '../../../../components/ui/button';
import { useFilterNavigation } from './category-facets';
import type { CategoryUrl } from './category-search';

interface ActiveFilter {
  label: string;
  /** The URL without this filter. */
  without: Partial<CategoryUrl>;
}

const list = (items: string[]) => (items.length > 0 ? items : undefined);

/** Each filter of the URL in words, with the URL that drops it. */
function activeFilters(page: CategoryPage, search: CategoryUrl): ActiveFilter[] {
  const filters = categoryFilters(search);
  const facet = (key: string) => page.facets.find((candidate) => candidate.key === key);
  const result: ActiveFilter[] = [];
  for (const choice of search.choice ?? []) {
    const at = choice.indexOf(':');
    const found = facet(choice.slice(0, at));
    const value = choice.slice(at + 1);
    const shown = found?.kind === 'boolean' ? (value === 'yes' ? 'Yes' : 'No') : value;
    result.push({
      label: `${found?.name ?? choice.slice(0, at)}: ${shown}`,
      without: { choice: list((search.choice ?? []).filter((item) => item !== choice)) },
    });
  }
  for (const [key, { min, max }] of filters.ranges) {
    const found = facet(key);
    const unit = found?.kind === 'number' && found.unit ? ` ${found.unit}` : '';
    const span =
      min !== null && max !== null ? `${min}–${max}` : min !== null ? `from ${min}` : `up to ${max}`;
    result.push({
      label: `${found?.name ?? key}: ${span}${unit}`,
      without: { range: list((search.range ?? []).filter((item) => !item.startsWith(`${key}:`))) },
    });
  }
  if (filters.inStock) result.push({ label: 'In stock', without: { inStock: undefined } });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const { minPrice, maxPrice } = filters;
    const span =
      minPrice !== null && maxPrice !== null
        ? `${formatCents(minPrice)}–${formatCents(maxPrice)}`
        : minPrice !== null
          ? `from ${formatCents(minPrice)}`
          : `up to ${formatCents(maxPrice ?? 0)}`;
    result.push({ label: `Price: ${span}`, without: { minPrice: undefined, maxPrice: undefined } });
  }
  return result;
}

/** No part passes the filters: name each one with a way to drop it, or drop them all. */
export function CategoryEmpty({ page, search }: { page: CategoryPage; search: CategoryUrl }) {
  const go = useFilterNavigation(search);
  const filters = activeFilters(page, search);
  return (
    <div className="flex flex-col items-center gap-4 rounded-md border border-dashed border-graphite-300 bg-white p-10 text-center">
      {filters.length === 0 ? (
        <p className="text-graphite-700">No parts in this category yet. Please look again soon.</p>
      ) : (
        <>
          <p className="text-graphite-700">No parts match these filters.</p>
          <ul aria-label="Active filters" className="flex flex-wrap justify-center gap-2">
            {filters.map((filter) => (
              <li key={filter.label}>
                <Button variant="secondary" size="sm" onClick={() => go(filter.without)}>
                  <span aria-hidden="true">✕</span> Remove {filter.label}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            onClick={() =>
              go({
                choice: undefined,
                range: undefined,
                inStock: undefined,
                minPrice: undefined,
                maxPrice: undefined,
              })
            }
          >
            Clear all filters
          </Button>
        </>
      )}
    </div>
  );
}
