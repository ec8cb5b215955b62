/**
 * Runs `callback` once the browser has painted the current frame (the task after the next animation frame);
 * returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
