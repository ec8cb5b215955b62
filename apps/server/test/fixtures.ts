import { test as base } from 'vitest';
import { createMovableClock } from './clock';
import { signedInAccount } from './orders';
import { startSmtpCapture } from './smtp-capture';
import { startStripeTestApp } from './stripe-app';
import { createTestApp, type TestApp } from './test-app';

type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** What the file's server mailed. Its jobs run only when drained, so once drained nothing more is on its way. */
function mailOf(t: TestApp, smtp: SmtpCapture) {
  return {
    received: smtp.received,
    setDown: smtp.setDown,
    /** Runs every due job, then takes the oldest message to `address` (failing when there is none). */
    async takeMailTo(address: string) {
      await t.app.jobs.drain();
      return smtp.takeMailTo(address, 0);
    },
    /** Runs every due job, then lists the messages to `address` nobody took yet. */
    async untakenMailTo(address: string) {
      await t.app.jobs.drain();
      return smtp.received.filter((mail) => mail.to?.some((to) => to.address === address));
    },
  };
}
export type Mail = ReturnType<typeof mailOf>;

/**
 * Tests against a server shared by the file (a start costs ~0.5 s) whose mail a local SMTP server keeps, each
 * test with its own signed-in accounts: `appTest('…', async ({ t, mail, clock, customer, admin }) => …)`. Its
 * clock keeps real time until a test moves it forward (links and sessions expire by it).
 */
export const appTest = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await startSmtpCapture();
    onCleanup(() => smtp.close());
    return smtp;
  })
  .extend('clock', { scope: 'file' }, () => createMovableClock())
  .extend('t', { scope: 'file' }, async ({ smtp, clock }, { onCleanup }) => {
    const t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Partsmith <shop@partsmith.test>' },
      { now: clock.now, workJobs: false },
    );
    onCleanup(() => t.close());
    return t;
  })
  .extend('mail', { scope: 'file' }, ({ t, smtp }) => mailOf(t, smtp))
  .extend('customer', ({ t }) => signedInAccount(t))
  .extend('admin', ({ t }) => signedInAccount(t, 'admin'));

/**
 * As `appTest`, on a server configured for Stripe whose SDK talks to a local double:
 * `stripeTest('…', async ({ t, stripe, mail, customer, admin }) => …)`.
 */
export const stripeTest = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
  .extend('shop', { scope: 'file' }, async ({}, { onCleanup }) => {
    const shop = await startStripeTestApp({ workJobs: false });
    onCleanup(() => shop.close());
    return shop;
  })
  .extend('t', { scope: 'file' }, ({ shop }) => shop.t)
  .extend('stripe', { scope: 'file' }, ({ shop }) => shop.stripe)
  .extend('mail', { scope: 'file' }, ({ shop }) => mailOf(shop.t, shop.smtp))
  .extend('customer', ({ t }) => signedInAccount(t))
  .extend('admin', ({ t }) => signedInAccount(t, 'admin'));
