/** Any fixed origin will do: only whether a value stays on it matters. */
const BASE = new URL('https://partsmith.invalid');

/**
 * The path to return to after signing in, if `value` is a path on this site; otherwise undefined, so a crafted
 * link (`?redirect=https://evil.example`, `//evil.example`, `/\evil.example`) can never send a shopper elsewhere.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `validateSearch` of the pages that sign a user in: keeps `redirect` only when it is safe to follow. The key is
 * always returned, because the router lays this result over the raw search: left out, the raw value would stay.
 */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: safeRedirect(search.redirect) };
}
