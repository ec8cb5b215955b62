import { MESSAGES } from '@partsmith/contracts';
import { auditLog } from '@partsmith/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorLogs } from '../../test/error-logs';
import { type SignedInAccount, signedInAccount } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trpcAs } from '../../test/trpc-client';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let admin: SignedInAccount;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, SHOP_EMAIL: 'shop@partsmith.test' }, { workJobs: false });
  admin = await signedInAccount(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A contact-form mail that used up its retries while the mail server was down: its id in the failed list. */
async function failedJob(): Promise<string> {
  expectErrorLogs();
  smtp.setDown(true);
  const message = `Anyone there? ${crypto.randomUUID()}`;
  await trpcAs(t.app).contact.send.mutate({ email: 'visitor@example.com', message });
  await t.app.jobs.drain();
  for (let retry = 0; retry < 8; retry++) await t.app.jobs.drain({ retryNow: true });
  smtp.setDown(false);
  const failed = await trpcAs(t.app, admin.cookie).admin.jobs.failed.query({});
  const job = failed.items.find((item) => item.about.includes('shop@partsmith.test'));
  if (!job) throw new Error('no failed job');
  return job.id;
}

const retry = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/failed-jobs/${id}/retry`, headers: admin.bearer });

const auditEntries = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.targetId, id)))
  ).length;

describe('Retry on a failed job', () => {
  it('queues it once for five clicks at once: one 200 and one audit entry, the others 404', async () => {
    const id = await failedJob();
    const answers = await Promise.all(Array.from({ length: 5 }, () => retry(id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    for (const answer of answers.filter((a) => a.statusCode === 404))
      expect(answer.json()).toEqual({ message: MESSAGES.failedJobNotFound });
    expect(await auditEntries(id)).toBe(1);
    await t.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    smtp.received.splice(0);
  });

  it('answers 404 and writes nothing to a click after the job went back to its queue', async () => {
    const id = await failedJob();
    const statuses = [];
    for (let click = 0; click < 5; click++) statuses.push((await retry(id)).statusCode);
    expect(statuses).toEqual([200, 404, 404, 404, 404]);
    expect(await auditEntries(id)).toBe(1);
    await t.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    smtp.received.splice(0);
  });
});
