import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

export type TestIdentity = { email: string; email_verified: boolean; name?: string };

/**
 * A real OpenID provider on a random local port, with one registered client and the given people (keyed by the
 * login name typed on its development sign-in page, which becomes their `sub`).
 */
export async function startOidcProvider({
  redirectUri,
  people,
}: {
  redirectUri: string;
  people: Record<string, TestIdentity>;
}) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_id: 'partsmith-test', client_secret: 'partsmith-test-secret' };
  const provider = new Provider(issuer, {
    clients: [
      {
        ...client,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client's default client authentication.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Puts email and name in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_context: unknown, sub: string): Promise<Account | undefined> {
      const person = people[sub];
      return person && { accountId: sub, claims: async () => ({ sub, ...person }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar in its simplest form: the provider's cookies go back on every request to it. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the person in the popup: follows the provider's redirects, signs in as `login` on its development
 * interaction page, grants consent, and stops at the redirect back to the shop. Returns that callback URL.
 */
export async function signInAtProvider({
  authorizationUrl,
  login,
  shopOrigin,
}: {
  authorizationUrl: string;
  login: string;
  shopOrigin: string;
}): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 20; step++) {
    if (url.origin === shopOrigin) return url;
    const interaction = /^\/interaction\/[^/]+$/.test(url.pathname);
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    if (interaction && response.status === 200) {
      const page = await response.text();
      const form: Record<string, string> = page.includes('name="login"')
        ? { prompt: 'login', login, password: 'anything' }
        : { prompt: 'consent' };
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      jar.store(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url.href} with ${response.status}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
