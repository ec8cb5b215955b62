import type { FailedJob } from '@partsmith/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Job, PgBoss } from 'pg-boss';
import { type JobDatabase, jobsWithin } from './job-database';
import { JOB_NAMES, type JobName, type JobQueue, type JobTransaction } from './job-queue';
import type { JobWorkers } from './job-workers';

/** Where a job that used up its retries is copied, for the admins' "Failed jobs" list; no worker takes it. */
const FAILED_QUEUE = 'failed-jobs';
/** Nine attempts over about 20 minutes (5 s, 10 s, 20 s … doubling, jittered), then the job counts as failed. */
const RETRY_LIMIT = 8;
const QUEUE_OPTIONS = {
  retryLimit: RETRY_LIMIT,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  // An attempt still running after this (a hung SMTP connection) is failed and retried.
  expireInSeconds: 120,
  // Finished and failed jobs, and the personal data in their payloads (addresses, mail text), go after a week.
  deleteAfterSeconds: 7 * 24 * 3600,
  deadLetter: FAILED_QUEUE,
  // Workers on every instance wake on the commit that adds a job instead of waiting for their next poll.
  notify: true,
};
/** A failed job waits this long for an admin's retry before it is deleted with its payload. */
const FAILED_RETENTION_SECONDS = 14 * 24 * 3600;
const STOP_TIMEOUT_MS = 5_000;

export interface JobRunner extends JobQueue {
  /**
   * Runs every due job in this process now and resolves when none is left. With `retryNow`, jobs waiting out a
   * retry delay get one attempt first. For tests (with `work: false`, so no worker races them) and operators.
   */
  drain(options?: { retryNow?: boolean }): Promise<void>;
  /** Every job that used up its retries and is still kept, newest first. */
  failedJobs(): Promise<FailedJob[]>;
  /** Puts a failed job back in its queue with fresh retries, inside `tx`; null when there is no such failed job. */
  retryFailed(tx: JobTransaction, id: string): Promise<FailedJob | null>;
  /** After a commit that retried jobs: this instance's workers look for them now rather than at their next poll. */
  wake(): void;
  /** Stops the workers, waiting a bounded time for the jobs they are running. */
  stop(): Promise<void>;
}

export interface StartJobQueueOptions {
  database: JobDatabase;
  workers: JobWorkers;
  logger: FastifyBaseLogger;
  /** False: jobs are queued but this process runs none until `drain` (tests); true in the server. */
  work: boolean;
}

type DeadJob = Awaited<ReturnType<PgBoss['findJobs']>>[number];

function errorMessage(output: unknown): string {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : JSON.stringify(output ?? null);
}

/**
 * pg-boss over the shop's own database (PostgreSQL, or PGlite in-process): it installs and migrates its schema
 * `pgboss` itself, under an advisory lock, and fetches with SKIP LOCKED, so any number of instances share the work.
 */
export async function startJobQueue({
  database,
  workers,
  logger,
  work,
}: StartJobQueueOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    db: database.db,
    backend: database.backend,
    schedule: false,
    useListenNotify: true,
  });
  boss.on('error', (error) =>
    logger.warn({ err: error }, 'job queue: a database call failed, retried later'),
  );
  // pg-boss's own alarms: a queue backing up, slow queries, clock skew between instances.
  boss.on('warning', ({ message, data }) => logger.warn({ data }, `job queue: ${message}`));
  await boss.start();
  await boss.createQueue(FAILED_QUEUE, { retentionSeconds: FAILED_RETENTION_SECONDS });
  for (const name of JOB_NAMES) {
    await boss.createQueue(name, QUEUE_OPTIONS);
    // A queue made by an older release keeps its options otherwise.
    await boss.updateQueue(name, QUEUE_OPTIONS);
  }

  const running = new Set<Promise<void>>();
  /** One attempt at a job; a failure is logged, and thrown for pg-boss to retry (or give up on) the job. */
  function attempt(name: JobName, job: Job<object>): Promise<void> {
    const worker = workers[name] as JobWorkers[JobName];
    const log = logger.child({ jobId: job.id, job: name, attempt: job.retryCount + 1 });
    const done = worker.run(job.data as never, job.id).catch((error: unknown) => {
      if (job.retryCount >= RETRY_LIMIT) log.error({ err: error }, 'job failed after its last retry');
      else log.warn({ err: error }, 'job attempt failed: it is retried later');
      throw error;
    });
    const settled = done.then(
      () => {},
      () => {},
    );
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return done;
  }

  const workerIds: string[] = [];
  if (work)
    for (const name of JOB_NAMES)
      workerIds.push(
        await boss.work<object>(name, { pollingIntervalSeconds: 2, localConcurrency: 2 }, async (jobs) => {
          for (const job of jobs) await attempt(name, job);
        }),
      );

  async function runDue(ignoreStartAfter: boolean): Promise<number> {
    let ran = 0;
    for (const name of JOB_NAMES) {
      const jobs = await boss.fetch<object>(name, { batchSize: 20, ignoreStartAfter });
      for (const job of jobs) {
        ran += 1;
        try {
          await attempt(name, job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: errorMessage(error) });
        }
      }
    }
    return ran;
  }

  function toFailedJob(dead: DeadJob): FailedJob {
    const name = (dead.sourceName ?? 'unknown') as JobName;
    const worker = workers[name] as JobWorkers[JobName] | undefined;
    return {
      id: dead.id,
      name,
      about: worker ? worker.describe(dead.data as never) : name,
      createdAt: new Date(dead.sourceCreatedOn ?? dead.createdOn).toISOString(),
      failedAt: new Date(dead.createdOn).toISOString(),
      attempts: (dead.sourceRetryCount ?? 0) + 1,
      lastError: errorMessage(dead.sourceOutput),
    };
  }

  return {
    async enqueue(tx, name, payload) {
      await boss.send(name, payload, { db: jobsWithin(tx) });
    },
    async drain({ retryNow = false } = {}) {
      await Promise.all([...running]);
      if (retryNow) await runDue(true);
      while ((await runDue(false)) > 0) {}
    },
    async failedJobs() {
      const dead = await boss.findJobs(FAILED_QUEUE, { queued: true, limit: 10_000 });
      return dead.map(toFailedJob).sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    },
    async retryFailed(tx, id) {
      const db = jobsWithin(tx);
      // Clicks on one job take turns until the transaction ends: the second looks after the first has moved it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job.retry:${id}`}, 0))`);
      const [dead] = await boss.findJobs(FAILED_QUEUE, { id, queued: true, db });
      if (!dead) return null;
      const moved = await boss.redrive(FAILED_QUEUE, { ids: [id], db });
      return moved === 1 ? toFailedJob(dead) : null;
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: tests drain it, the admin services list and retry its failed jobs. */
    jobs: JobRunner;
  }
}
