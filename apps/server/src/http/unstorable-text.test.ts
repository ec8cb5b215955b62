import { contactMessages, reviews } from '@partsmith/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../test/accounts';
import { insertOrder } from '../../test/factories';
import { bearerHeaders } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

const MESSAGE = 'The text contains characters that cannot be saved. Please remove them and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The text fields refuse NUL and other control characters before any query, so to reach the database's own
  // refusal these checks turn printable text into what it cannot hold: `\000` decodes to a NUL byte that is not
  // UTF-8 (SQLSTATE 22021), and `"\u0000"` as JSON is a character jsonb cannot store (SQLSTATE 22P05).
  await t.database.db.execute(
    sql.raw(
      `alter table contact_messages add constraint nul_refused_by_test
         check (convert_from(decode(message, 'escape'), 'UTF8') is not null) not valid`,
    ),
  );
  await t.database.db.execute(
    sql.raw(
      `alter table reviews add constraint escape_refused_by_test
         check (description::jsonb is not null) not valid`,
    ),
  );
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  it('is a 400 with a message on tRPC (SQLSTATE 22021), and nothing is saved', async () => {
    const answer = await expectRefusal(
      trpcAs(t.app).contact.send.mutate({
        email: 'visitor@example.com',
        message: 'Hello \\000 there',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(MESSAGE);
    expect(await t.database.db.$count(contactMessages)).toBe(0);
  });

  it('is a 400 with a message on REST (SQLSTATE 22P05), and nothing is saved', async () => {
    const customer = await insertAccount(t.database.db);
    await insertOrder(t.database.db, customer.id, 'paid');
    const token = await startSession(t.database.db, customer.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearerHeaders(token),
      payload: { description: '"\\u0000"', ratting: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGE });
    expect(await t.database.db.$count(reviews)).toBe(0);
  });
});
