import { setTimeout as pause } from 'node:timers/promises';

/**
 * Polls `check` every `intervalMs` until it answers true, and fails naming `what` after `timeoutMs`. For
 * conditions the test cannot await directly (a server coming back, a client retrying until it is served).
 */
export async function pollUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  { intervalMs = 100, timeoutMs = 10_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`gave up polling after ${timeoutMs} ms: ${what}`);
    await pause(intervalMs);
  }
}
