import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { AddToCartButton } from '../../../components/add-to-cart-button';
import { PartCard } from '../../../components/part-card';
import { useAppContext } from '../../../lib/use-app-context';
import { CatalogueControls } from './catalogue-controls';
import { CatalogueEmpty } from './catalogue-empty';
import { CatalogueHeading } from './catalogue-heading';
import { CataloguePager } from './catalogue-pager';
import { catalogueInput } from './catalogue-search';
import { CategoryMenu } from './category-menu';
import { Highlighted } from './highlighted';

const route = getRouteApi('/parts/');

/** Every part on sale, 12 a page, searchable and sortable; all of it lives in the URL. */
export function CataloguePage() {
  const search = route.useSearch();
  const { trpc } = useAppContext();
  const { data } = useSuspenseQuery(trpc.catalog.search.queryOptions(catalogueInput(search)));

  return (
    <CatalogueHeading>
      <CategoryMenu />
      <CatalogueControls search={search} />
      {data.items.length === 0 ? (
        <CatalogueEmpty search={search} />
      ) : (
        <ul aria-label="Parts" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((part, index) => (
            <li key={part.id} className="flex">
              <PartCard
                part={part}
                headingLevel={2}
                eager={index === 0}
                name={<Highlighted text={part.name} search={search.q} />}
                action={<AddToCartButton part={part} className="relative -mt-2 w-full" />}
              />
            </li>
          ))}
        </ul>
      )}
      <CataloguePager search={search} previousCursor={data.previousCursor} nextCursor={data.nextCursor} />
    </CatalogueHeading>
  );
}
