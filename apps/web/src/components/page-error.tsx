import type { ErrorComponentProps } from '@tanstack/react-router';
import { ChunkTimeoutError } from '../lib/with-timeout';
import { Button } from './ui/button';

/**
 * The router's fallback for anything a route could not load or render: a failed or stalled code chunk after a
 * deploy or on a flaky connection, or a loader error. Reloading fetches fresh chunks and data.
 */
export function PageError({ error }: ErrorComponentProps) {
  const detail =
    error instanceof ChunkTimeoutError
      ? error.message
      : 'Your connection may have dropped, or we may have just updated the shop.';
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center"
      aria-labelledby="page-error-title"
    >
      <title>Something went wrong · Partsmith</title>
      <h1 id="page-error-title" className="text-2xl font-bold text-graphite-900">
        This page could not load
      </h1>
      <p className="text-graphite-700">{detail}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </section>
  );
}
