import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The catalogue's frame, shared by the page, its loading state and its error state. */
export function CatalogueHeading({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <title>Parts · Partsmith</title>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">Parts</h1>
        <p className="text-graphite-700">
          Every part we have on the shelves, ready to order in bulk. Know your part numbers? Use{' '}
          <Link to="/cart/quick-order" className="font-medium text-accent-800 underline underline-offset-2">
            Quick order
          </Link>
          .
        </p>
      </div>
      {children}
    </div>
  );
}
