import { CatchBoundary } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

interface QueryErrorProps {
  /** What failed, in the shopper's words ("We could not load the latest parts."). */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** The inline state for a failed query: says what failed and offers a retry, so nothing spins forever. */
export function QueryError({ message, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-danger-600/30 bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-danger-700">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Around a part of a page whose code loads on its own (`lazyComponent`): if that code cannot load, the part says
 * so and offers a reload, and the rest of the page stays. Beside QueryError, so the home page fetches no more files.
 */
export function ChunkBoundary({ what, children }: { what: string; children: ReactNode }) {
  return (
    <CatchBoundary
      getResetKey={() => what}
      errorComponent={() => (
        <QueryError message={`The ${what} could not load.`} onRetry={() => window.location.reload()} />
      )}
    >
      {children}
    </CatchBoundary>
  );
}
