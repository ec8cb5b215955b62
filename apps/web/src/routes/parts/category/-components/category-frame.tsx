import type { CategoryLink } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface CategoryFrameProps {
  /** Unknown while the page loads: the slug stands in for the name. */
  category: CategoryLink;
  parent?: CategoryLink | null;
  children: ReactNode;
}

/** A category page's frame, shared by the page, its loading state and its error state: breadcrumbs and heading. */
export function CategoryFrame({ category, parent, children }: CategoryFrameProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12 sm:px-6">
      <title>{`${category.name} · Parts · Partsmith`}</title>
      <nav aria-label="Breadcrumbs">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-graphite-700">
          <li>
            <Link to="/parts" className="font-medium text-accent-800 underline underline-offset-2">
              Parts
            </Link>
          </li>
          {parent && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">›</span>
              <Link
                to="/parts/category/$slug"
                params={{ slug: parent.slug }}
                className="font-medium text-accent-800 underline underline-offset-2"
              >
                {parent.name}
              </Link>
            </li>
          )}
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <span aria-current="page">{category.name}</span>
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">{category.name}</h1>
      {children}
    </div>
  );
}
