import type { CatalogueSort } from '@partsmith/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AddToCartButton } from '../../../../components/add-to-cart-button';
import { PartCard } from '../../../../components/part-card';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LinkButton } from '../../../../components/ui/link-button';
import { SelectField } from '../../../../components/ui/select-field';
import { useAppContext } from '../../../../lib/use-app-context';
import { CategoryEmpty } from './category-empty';
import { CategoryFacets, useFilterNavigation } from './category-facets';
import { CategoryFrame } from './category-frame';
import { activeFilterCount, type CategoryUrl, categoryInput } from './category-search';

const route = getRouteApi('/parts/category/$slug');

const SORT_OPTIONS: { value: CatalogueSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name' },
];

const partsLabel = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** A category's parts, narrowed by its facets; every filter lives in the URL (decision 0056). */
export function CategoryPage() {
  const { slug } = route.useParams();
  const search = route.useSearch();
  const { trpc } = useAppContext();
  const { data } = useSuspenseQuery(trpc.catalog.categoryPage.queryOptions(categoryInput(slug, search)));
  const go = useFilterNavigation(search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(search);

  return (
    <CategoryFrame category={data.category} parent={data.parent}>
      {data.children.length > 0 && (
        <nav aria-label="Sub-categories">
          <ul className="flex flex-wrap gap-2">
            {data.children.map((child) => (
              <li key={child.slug}>
                <LinkButton
                  to="/parts/category/$slug"
                  params={{ slug: child.slug }}
                  variant="secondary"
                  size="sm"
                >
                  {child.name}
                </LinkButton>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <h2 className="mb-4 text-lg font-semibold text-graphite-900">Filters</h2>
          <CategoryFacets page={data} search={search} />
        </aside>
        <div className="space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p role="status" className="font-medium text-graphite-800">
              {partsLabel(data.total)}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <Button variant="secondary" className="lg:hidden" onClick={() => setFiltersOpen(true)}>
                Filters ({filterCount})
              </Button>
              <SelectField
                label="Sort by"
                value={search.sort ?? 'newest'}
                options={SORT_OPTIONS}
                onChange={(sort) => go({ sort: sort === 'newest' ? undefined : sort })}
              />
            </div>
          </div>
          {data.items.length === 0 ? (
            <CategoryEmpty page={data} search={search} />
          ) : (
            <ul aria-label="Parts" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((part, index) => (
                <li key={part.id} className="flex">
                  <PartCard
                    part={part}
                    headingLevel={2}
                    eager={index === 0}
                    action={<AddToCartButton part={part} className="relative -mt-2 w-full" />}
                  />
                </li>
              ))}
            </ul>
          )}
          <CategoryPager
            slug={slug}
            search={search}
            previousCursor={data.previousCursor}
            nextCursor={data.nextCursor}
          />
        </div>
      </div>
      <Dialog open={filtersOpen} title="Filters" onClose={() => setFiltersOpen(false)}>
        <div className="max-h-[60vh] overflow-y-auto pr-1">
          <CategoryFacets page={data} search={search} />
        </div>
        <Button className="w-full" onClick={() => setFiltersOpen(false)}>
          Show {partsLabel(data.total)}
        </Button>
      </Dialog>
    </CategoryFrame>
  );
}

interface CategoryPagerProps {
  slug: string;
  search: CategoryUrl;
  previousCursor: string | null;
  nextCursor: string | null;
}

/** Previous and Next as links; hidden when everything fits on one page. */
function CategoryPager({ slug, search, previousCursor, nextCursor }: CategoryPagerProps) {
  if (!previousCursor && !nextCursor) return null;
  const link = (label: string, cursor: Pick<CategoryUrl, 'after' | 'before'> | null) =>
    cursor ? (
      <LinkButton
        to="/parts/category/$slug"
        params={{ slug }}
        search={{ ...search, after: undefined, before: undefined, ...cursor }}
        variant="secondary"
      >
        {label}
      </LinkButton>
    ) : (
      <Button variant="secondary" disabled>
        {label}
      </Button>
    );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {link('Previous', previousCursor ? { before: previousCursor } : null)}
      {link('Next', nextCursor ? { after: nextCursor } : null)}
    </nav>
  );
}
