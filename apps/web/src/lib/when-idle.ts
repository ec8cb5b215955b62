/** Browsers without requestIdleCallback (Safari) wait this long after the page settles instead. */
const IDLE_FALLBACK_MS = 2500;

/** Runs `callback` once the browser has nothing better to do; returns a function that cancels it. */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}
