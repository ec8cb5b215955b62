import type { AppRouter } from '@partsmith/contracts/router';
import { createTRPCClient, httpLink } from '@trpc/client';

/**
 * The web app's tRPC client over real HTTP at `baseUrl`, holding the session cookie as a browser does: whatever a
 * Set-Cookie answered is sent back on the next request, and every request says it came from the shop's own page.
 */
export function webClientAt(baseUrl: string) {
  const jar = new Map<string, string>();
  const keep = (setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (value === '' || expired) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: new URL('/trpc', baseUrl).href,
        headers: () => ({
          'sec-fetch-site': 'same-origin',
          ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        }),
        async fetch(url, init) {
          const response = await fetch(url, init);
          keep(response.headers.getSetCookie());
          return response;
        },
      }),
    ],
  });
  return { trpc, cookies: jar };
}
