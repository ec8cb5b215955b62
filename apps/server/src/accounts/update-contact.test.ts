import { MESSAGES, type ProfileContact } from '@partsmith/contracts';
import { users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { expectRefusal, trpcAs } from '../../test/trpc-client';

const contact = { phone: '+880 1744 444444', address: '9 Bellows Lane\nRajshahi' };

async function rowOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}

describe('saving the phone and address to one’s profile (users.updateContact)', () => {
  it('saves them into a profile whose other fields are empty, trimmed, and answers the profile', async ({
    t,
    customer,
  }) => {
    const client = trpcAs(t.app, customer.cookie);
    const before = await client.users.profile.query();
    expect(before).toMatchObject({ linkedin: null, education: null, nid: null });

    const saved = await client.users.updateContact.mutate({ ...contact, phone: `  ${contact.phone} ` });
    expect(saved).toEqual({ ...before, ...contact });
    expect(await client.users.profile.query()).toEqual(saved);
  });

  it('saves an admin’s own, and only the caller’s: an email in the input reaches no one else', async ({
    t,
    admin,
    customer,
  }) => {
    // A hostile client's extra field: the input has no email, so it is dropped, never obeyed.
    const input = { ...contact, email: customer.email } as ProfileContact;
    const saved = await trpcAs(t.app, admin.cookie).users.updateContact.mutate(input);
    expect(saved).toMatchObject({ ...contact, email: admin.email, role: 'admin' });
    expect(await rowOf(t, customer.id)).toMatchObject({ phone: null, address: null });
  });

  it.for<[field: keyof ProfileContact, value: string, message: string]>([
    ['phone', '', MESSAGES.phoneRequired],
    ['address', '   ', MESSAGES.addressRequired],
    ['phone', '1'.repeat(41), MESSAGES.tooLong('Phone', 40)],
    ['address', 'a'.repeat(301), MESSAGES.tooLong('Address', 300)],
    ['phone', '+880\u0000 17', MESSAGES.textNotAllowed('Phone')],
  ])('refuses %s %j with “%s” and changes nothing', async ([field, value, message], { t, customer }) => {
    const client = trpcAs(t.app, customer.cookie);
    await client.users.updateContact.mutate(contact);

    const refusal = await expectRefusal(client.users.updateContact.mutate({ ...contact, [field]: value }));
    expect(refusal).toMatchObject({ status: 400, message });
    expect(await rowOf(t, customer.id)).toMatchObject(contact);
  });

  it('refuses a visitor with 401', async ({ t }) => {
    const refusal = await expectRefusal(trpcAs(t.app).users.updateContact.mutate(contact));
    expect(refusal).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
  });
});
