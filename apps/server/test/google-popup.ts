import { expect } from 'vitest';
import { sessionCookieOf } from './http';
import { signInAtProvider } from './oidc-test-provider';
import type { TestApp } from './test-app';

export const SHOP_ORIGIN = 'http://shop.test';
const FLOW_COOKIE = 'partsmith_google_flow';

/**
 * The popup's whole trip, as a browser makes it: our start (`/auth/google/start`) or connect route
 * (`/auth/google/connect`, opened from My Profile with the session cookie), the provider's pages as `login`, and our
 * callback with the flow cookie and whatever session cookie the browser holds by then (`callbackSession`, by
 * default the one it started with).
 */
export async function throughGooglePopup(
  app: TestApp['app'],
  {
    login,
    connect = false,
    session,
    callbackSession = session,
    browserCookies = {},
  }: {
    login: string;
    connect?: boolean;
    session?: string;
    callbackSession?: string;
    /** Other cookies the browser holds (a guest cart's), sent with the callback. */
    browserCookies?: Record<string, string>;
  },
) {
  const sessionCookie = (token: string | undefined): Record<string, string> =>
    token ? { partsmith_session: token } : {};
  const start = await app.inject({
    url: connect ? '/auth/google/connect' : '/auth/google/start',
    // A popup window.open()ed by our own page.
    headers: { 'sec-fetch-site': 'same-origin' },
    cookies: sessionCookie(session),
  });
  expect(start.statusCode, start.body).toBe(302);
  const flow = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE);
  const callbackUrl = await signInAtProvider({
    authorizationUrl: String(start.headers.location),
    login,
    shopOrigin: SHOP_ORIGIN,
  });
  const callback = await app.inject({
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies: { [FLOW_COOKIE]: flow?.value ?? '', ...sessionCookie(callbackSession), ...browserCookies },
  });
  return { callback, message: broadcastOf(callback.body), session: sessionCookieOf(callback)?.value };
}

/** What the popup page posts to the app's windows (its data attribute, HTML-escaped). */
export function broadcastOf(page: string) {
  const encoded = /data-message="([^"]*)"/.exec(page)?.[1] ?? '';
  return JSON.parse(encoded.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));
}
