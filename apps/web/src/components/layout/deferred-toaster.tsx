import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { onFirstInteraction } from '../../lib/on-first-interaction';

const AppToaster = lazyComponent(() => import('./app-toaster').then((module) => module.AppToaster));

/**
 * Mounts the toast area at the visitor's first press of a pointer or key: sonner weighs ~9 KB gzipped, which a
 * visit that only reads should not download, and every toast follows a user action. A toast raised before the
 * toaster has loaded is not lost: sonner replays the active toasts to a toaster that mounts later.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstInteraction(() => setReady(true)), []);
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
