import { type ComponentType, lazy } from 'react';
import { LAZY_CHUNK_TIMEOUT_MS } from './web-constants';
import { withTimeout } from './with-timeout';

/**
 * A component whose code is its own chunk, loaded when first rendered (inside a Suspense boundary). A chunk that
 * has not arrived within LAZY_CHUNK_TIMEOUT_MS fails like one that could not load, so nothing pends forever.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS).then((component) => ({ default: component })));
}
