import type { CatalogueSort } from '@partsmith/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { SelectField } from '../../../components/ui/select-field';
import type { CatalogueUrl } from './catalogue-search';
import { PartSearch } from './part-search';

const route = getRouteApi('/parts/');

const SORT_OPTIONS: { value: CatalogueSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

/**
 * Search and sort write the URL; either starts again from the first page (a cursor belongs to one listing). Each
 * change applies to the URL as it is when it lands, not as this render saw it: a sort chosen while the search's
 * page is still loading keeps the search.
 */
export function CatalogueControls({ search }: { search: CatalogueUrl }) {
  const navigate = route.useNavigate();
  const show = (changes: Pick<CatalogueUrl, 'q' | 'sort'>, replace: boolean) =>
    void navigate({
      search: (current) => ({ ...current, ...changes, after: undefined, before: undefined }),
      replace,
    });

  return (
    <search className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PartSearch value={search.q} onSearch={(q) => show({ q }, true)} />
      <SelectField
        label="Sort by"
        value={search.sort ?? 'newest'}
        options={SORT_OPTIONS}
        onChange={(sort) => show({ sort: sort === 'newest' ? undefined : sort }, false)}
      />
    </search>
  );
}
