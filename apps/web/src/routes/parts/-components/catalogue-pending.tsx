import { PartGridSkeleton } from '../../../components/part-card-skeleton';
import { CatalogueHeading } from './catalogue-heading';

/** While a page of parts loads (after a second: quick navigations never flash it), the grid keeps its shape. */
export function CataloguePending() {
  return (
    <CatalogueHeading>
      <PartGridSkeleton />
    </CatalogueHeading>
  );
}
