import type { FastifyBaseLogger } from 'fastify';

/** Work an answer must not wait for (mail), logged when it fails, and awaited before the server closes. */
export function createBackgroundTasks(logger: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(description: string, task: () => Promise<void>): void {
      const running: Promise<void> = task()
        .catch((error: unknown) => logger.error({ err: error }, `${description} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
