import { join } from 'node:path';
import type { Logger } from 'pino';
import { DEMO_ACCOUNTS } from './accounts/seed-demo-accounts';
import type { Config } from './config';

/** Where the data lives, never with a password: the PGlite folder, or Postgres as user@host:port/database. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite (embedded) in ${join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `PostgreSQL ${user}${url.host}${url.pathname}`;
}

function describePayments(config: Pick<Config, 'stripe' | 'production'>): string {
  if (config.stripe)
    return config.stripe.secretKey.startsWith('sk_live_') ? 'Stripe (live)' : 'Stripe (test keys)';
  return config.production
    ? 'off (STRIPE_SECRET_KEY is not set)'
    : 'test mode (simulated cards: 4242 4242 4242 4242)';
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** Who can reach the shop from the interface it listens on (HOST). */
export function describeReach(host: string): string {
  if (LOOPBACK.has(host)) return 'this computer only; HOST=0.0.0.0 opens it to the network';
  if (EVERY_INTERFACE.has(host)) return 'every network this computer is on';
  return `the network of ${host} only`;
}

/**
 * One log entry once the shop listens, saying where it is, what it runs on and how to sign in: a block of text
 * on a terminal, fields in JSON.
 */
export function logStartBanner({
  logger,
  config,
  pretty,
  address,
}: {
  logger: Logger;
  config: Config;
  pretty: boolean;
  /** What `listen` answered, e.g. http://0.0.0.0:3000. */
  address: string;
}) {
  const fields = {
    url: config.publicUrl,
    listening: address,
    reachableFrom: describeReach(config.host),
    database: describeDatabase(config),
    payments: describePayments(config),
    demoAccounts: config.demoData ? DEMO_ACCOUNTS.map(({ email, password }) => ({ email, password })) : [],
  };
  if (!pretty) return logger.info(fields, 'shop ready');
  const lines = [
    `Partsmith is ready at ${fields.url} (listening on ${fields.listening})`,
    `  reach     ${fields.reachableFrom}`,
    `  database  ${fields.database}`,
    `  payments  ${fields.payments}`,
    ...fields.demoAccounts.map(
      ({ email, password }, index) => `  ${index === 0 ? 'sign in' : '       '}   ${email} / ${password}`,
    ),
  ];
  logger.info(lines.join('\n'));
}
