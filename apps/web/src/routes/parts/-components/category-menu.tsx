import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAppContext } from '../../../lib/use-app-context';

/** A chip's height (text-sm, py-1.5, a border) and the scroll bar's room below it. */
const ROW_HEIGHT = 'min-h-10';

/**
 * The top categories with their part counts, linking to their pages. Loaded beside the parts, so the list never
 * waits for it. One row, scrolled sideways when it is wider than the screen, whose height is kept while it loads:
 * arriving, it moves nothing below it (it pushed the catalogue down by 150 px on a phone, Lighthouse CLS 0.117).
 * A shop without categories, or a failed request, shows none (the parts are still all here).
 */
export function CategoryMenu() {
  const { trpc } = useAppContext();
  const { data, isPending } = useQuery(trpc.catalog.categories.queryOptions());
  if (isPending) return <div aria-hidden="true" className={ROW_HEIGHT} />;
  if (!data || data.length === 0) return null;
  return (
    <nav aria-label="Categories">
      <ul className={`flex gap-2 overflow-x-auto pb-1 ${ROW_HEIGHT}`}>
        {data.map((category) => (
          <li key={category.slug} className="shrink-0">
            <Link
              to="/parts/category/$slug"
              params={{ slug: category.slug }}
              className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-graphite-300 bg-white px-3 py-1.5 text-sm font-medium text-graphite-800 hover:border-accent-700 hover:text-accent-800"
            >
              {category.name}
              <span className="text-graphite-600">({category.partCount})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
