const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Runs `callback` once, at the visitor's first press of a pointer or key; returns a function that cancels it. */
export function onFirstInteraction(callback: () => void): () => void {
  const controller = new AbortController();
  const run = () => {
    controller.abort();
    callback();
  };
  for (const type of INTERACTIONS) {
    window.addEventListener(type, run, { capture: true, passive: true, signal: controller.signal });
  }
  return () => controller.abort();
}
