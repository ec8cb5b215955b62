import { getRouteApi } from '@tanstack/react-router';
import { PartGridSkeleton } from '../../../../components/part-card-skeleton';
import { CategoryFrame } from './category-frame';

const route = getRouteApi('/parts/category/$slug');

/** While a category loads (after a second: quick navigations never flash it), the grid keeps its shape. */
export function CategoryPending() {
  const { slug } = route.useParams();
  return (
    <CategoryFrame category={{ slug, name: 'Loading…' }}>
      <PartGridSkeleton />
    </CategoryFrame>
  );
}
