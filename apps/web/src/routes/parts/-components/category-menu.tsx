import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAppContext } from '../../../lib/use-app-context';

/**
 * The top categories with their part counts, linking to their pages. Loaded beside the parts, so the list never
 * waits for it; nothing shows until it arrives (or if it fails: the parts are still all here).
 */
export function CategoryMenu() {
  const { trpc } = useAppContext();
  const { data } = useQuery(trpc.catalog.categories.queryOptions());
  if (!data || data.length === 0) return null;
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-wrap gap-2">
        {data.map((category) => (
          <li key={category.slug}>
            <Link
              to="/parts/category/$slug"
              params={{ slug: category.slug }}
              className="inline-flex items-center gap-1.5 rounded-full border border-graphite-300 bg-white px-3 py-1.5 text-sm font-medium text-graphite-800 hover:border-accent-700 hover:text-accent-800"
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
