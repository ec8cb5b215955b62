import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, startSession } from '../../../test/accounts';
import { trpcMutation, trpcQuery } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

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
      const answer = await trpcMutation(t.app, 'users.updateProfile', profile, { cookie, ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.response.json()).toEqual({ message: 'Forbidden access' });
    }
    const overRest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(overRest.statusCode).toBe(403);
    expect((await trpcQuery(t.app, 'users.me', undefined, { cookie })).data).not.toBeNull();
  });

  it('accepts Sec-Fetch-Site: same-origin, or an Origin equal to PUBLIC_URL', async () => {
    const { cookie } = await customerCookie();
    const ownPages: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'https://shop.example' },
    ];
    for (const headers of ownPages) {
      const answer = await trpcMutation(t.app, 'users.updateProfile', profile, { cookie, ...headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets bearer-authenticated requests through from anywhere (a browser never adds that header itself)', async () => {
    const account = await insertAccount(t.database.db);
    const token = await startSession(t.database.db, account.id);
    const answer = await trpcMutation(t.app, 'users.updateProfile', profile, {
      authorization: `Bearer ${token}`,
      origin: 'https://partner.example',
    });
    expect(answer.status).toBe(200);
  });

  it('leaves reads and cookie-less requests alone', async () => {
    const { cookie } = await customerCookie();
    expect(
      (await trpcQuery(t.app, 'users.profile', undefined, { cookie, origin: 'https://evil.example' })).status,
    ).toBe(200);
    const account = await insertAccount(t.database.db);
    const signIn = await trpcMutation(t.app, 'auth.login', account, { origin: 'https://evil.example' });
    expect(signIn.status).toBe(200);
  });
});
