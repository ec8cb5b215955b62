import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from '../../lib/web-constants';
import { whenIdle } from '../../lib/when-idle';
import { withTimeout } from '../../lib/with-timeout';

const AppToaster = lazy(() =>
  withTimeout(import('./app-toaster'), LAZY_CHUNK_TIMEOUT_MS).then((module) => ({
    default: module.AppToaster,
  })),
);

/**
 * Mounts the toast area once the page is idle: sonner weighs ~9 KB gzipped, which the home page's first-load
 * budget cannot afford, and every toast follows a user action that comes later than that.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    // Without toasts the page still works, so a failed chunk must not take the page down with it.
    <CatchBoundary getResetKey={() => 'toaster'} errorComponent={() => null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </CatchBoundary>
  );
}
