import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectRefusal, statusOf, trpcAs } from '../../../test/trpc-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => t.close());

const profile = {
  phone: '+44 20 7946 0000',
  address: '1 Forge Lane',
  linkedin: 'https://www.linkedin.com/in/ada',
  education: 'BEng',
  nid: '1990',
};

async function customerCookie() {
  const account = await insertAccount(t.database.db);
  return { account, cookie: `partsmith_session=${await startSession(t.database.db, account.id)}` };
}

describe('CSRF: a change authenticated by the cookie must come from our own pages', () => {
  it('refuses it from another site, or with no origin information at all', async () => {
    const { cookie } = await customerCookie();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.example.evil.example' },
      { origin: 'null' },
      {},
    ];
    for (const headers of crossSite) {
      const answer = await expectRefusal(
        trpcAs(t.app, { cookie, ...headers }).users.updateProfile.mutate(profile),
      );
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.response.json()).toEqual({ message: 'Forbidden access' });
    }
    const overRest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(overRest.statusCode).toBe(403);
    expect(await trpcAs(t.app, { cookie }).users.me.query()).not.toBeNull();
  });

  it('accepts Sec-Fetch-Site: same-origin, or an Origin equal to PUBLIC_URL', async () => {
    const { cookie } = await customerCookie();
    const ownPages: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'https://shop.example' },
    ];
    for (const headers of ownPages) {
      const answer = await trpcAs(t.app, { cookie, ...headers }).users.updateProfile.mutate(profile);
      expect(answer, JSON.stringify(headers)).toMatchObject({ profile: { email: expect.any(String) } });
    }
  });

  it('lets bearer-authenticated requests through from anywhere (a browser never adds that header itself)', async () => {
    const account = await insertAccount(t.database.db);
    const token = await startSession(t.database.db, account.id);
    const answer = await trpcAs(t.app, {
      authorization: `Bearer ${token}`,
      origin: 'https://partner.example',
    }).users.updateProfile.mutate(profile);
    expect(answer).toMatchObject({ profile: { email: account.email } });
  });

  it('leaves reads and cookie-less requests alone', async () => {
    const { cookie } = await customerCookie();
    expect(
      await statusOf(trpcAs(t.app, { cookie, origin: 'https://evil.example' }).users.profile.query()),
    ).toBe(200);
    const account = await insertAccount(t.database.db);
    const signIn = await trpcAs(t.app, { origin: 'https://evil.example' }).auth.login.mutate(account);
    expect(signIn).toMatchObject({ user: { email: account.email } });
  });
});
