import type { AddressInfo } from 'node:net';
import { users } from '@partsmith/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { captureLog } from '../../test/capture-log';
import { bearerHeaders, cookieHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

const log = captureLog();
// A successful read's request lines are at debug: the query-string check reads them.
log.logger.level = 'debug';
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The database refuses one kind of national id, so saving a profile fails inside PostgreSQL with the NID, the
  // phone and the address in the statement's parameters and the whole row, password hash included, in `detail`.
  await t.database.db.execute(
    sql.raw(`alter table users add constraint nid_refused_by_test check (nid not like 'NID-%') not valid`),
  );
});
afterAll(() => t.close());

const everything = () => JSON.stringify(log.lines);
const linesOf = (requestId: string | null) => log.lines.filter((line) => line.reqId === requestId);
const errorLinesOf = (requestId: string | null) =>
  linesOf(requestId).filter((line) => Number(line.level) >= 50);

/** The causes of a logged error, outermost first. */
function chainOf(line: Record<string, unknown> | undefined) {
  const chain: Array<Record<string, unknown>> = [];
  for (let error = line?.err as Record<string, unknown> | undefined; error; ) {
    chain.push(error);
    error = error.cause as Record<string, unknown> | undefined;
  }
  return chain;
}

async function customerWithSecrets(label: string) {
  const user = await insertAccount(t.database.db);
  const [row] = await t.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  const fields = {
    // Digits only (a phone number's rule), still unique to the label.
    phone: `+880 1711-${[...label].map((letter) => letter.charCodeAt(0) % 10).join('')}`,
    address: `${label} Secret Lane 7`,
    linkedin: 'https://www.linkedin.com/in/someone',
    education: 'BSc',
    nid: `NID-${label}-4471`,
  };
  const token = await startSession(t.database.db, user.id);
  // The email is not among them: the legacy REST paths name users by it (`/api/users/{email}`).
  const secrets = [fields.phone, fields.address, fields.nid, String(row?.hash), token];
  return { user, fields, token, secrets };
}

describe('a database error', () => {
  it('over REST is logged once, with its SQL state, table and constraint, and no value of the request', async () => {
    const { user, fields, token, secrets } = await customerWithSecrets('REST');
    // A 500 is in no contract, so this is asked over a socket rather than through the document-checking inject.
    const response = await fetch(`${url}/api/users/${user.email}`, {
      method: 'PUT',
      headers: { ...bearerHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const requestId = response.headers.get('x-request-id');
    const errors = errorLinesOf(requestId);
    expect(errors).toHaveLength(1);
    expect(chainOf(errors[0])).toContainEqual(
      expect.objectContaining({ code: '23514', table: 'users', constraint: 'nid_refused_by_test' }),
    );
    for (const secret of secrets) expect(everything()).not.toContain(secret);
    expect(everything()).not.toContain('Failing row');
  });

  it('over tRPC is logged once, with its request id, SQL state, table and constraint, and no value', async () => {
    const { fields, token, secrets } = await customerWithSecrets('TRPC');
    const answer = await expectRefusal(
      trpcAs(t.app, cookieHeaders(token)).users.updateProfile.mutate(fields),
    );
    expect(answer.status).toBe(500);

    const requestId = String(answer.response.headers['x-request-id']);
    const errors = errorLinesOf(requestId);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('users.updateProfile');
    expect(chainOf(errors[0])).toContainEqual(
      expect.objectContaining({ code: '23514', table: 'users', constraint: 'nid_refused_by_test' }),
    );
    for (const secret of secrets) expect(everything()).not.toContain(secret);
  });
});

describe('requests in the log', () => {
  it('are logged by path: tokens in query strings (reset links, sign-in callbacks) never reach it', async () => {
    const response = await t.app.inject('/reset-password?token=reset-token-b7f1e2');
    const lines = linesOf(String(response.headers['x-request-id']));
    expect(lines.find((line) => line.msg === 'incoming request')?.req).toMatchObject({
      method: 'GET',
      url: '/reset-password',
    });
    expect(everything()).not.toContain('reset-token-b7f1e2');
  });
});

describe("the app's logger", () => {
  it('redacts credentials wherever a logged object carries them', () => {
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer bearer-5e1f', cookie: 'partsmith_session=cookie-77aa' } },
        password: 'pw-top-9c2d',
        user: { email: 'a@example.com', passwordHash: '$argon2id$hash-31ab', token: 'reset-d04e' },
      },
      'credentials on purpose',
    );
    const line = log.lines.find((entry) => entry.msg === 'credentials on purpose');
    expect(line).toMatchObject({
      password: '[Redacted]',
      user: { passwordHash: '[Redacted]', token: '[Redacted]' },
    });
    for (const secret of ['bearer-5e1f', 'cookie-77aa', 'pw-top-9c2d', 'hash-31ab', 'reset-d04e'])
      expect(JSON.stringify(line)).not.toContain(secret);
  });
});
