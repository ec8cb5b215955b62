/**
 * Who may call a REST operation, as /api/openapi.json says it. The server takes a session either way: the
 * `accessToken` REST sign-in answers, as `Authorization: Bearer`, or the web app's httpOnly cookie.
 */
type SecurityRequirements = Record<string, string[]>[];

/** A signed-in caller, by either credential. */
export const signedIn: SecurityRequirements = [{ bearer: [] }, { sessionCookie: [] }];
/** Anyone; a session, when one is sent, is the one acted on (sign-out ends it). */
export const sessionIfAny: SecurityRequirements = [{ bearer: [] }, { sessionCookie: [] }, {}];
/** A customer by their session, or a visitor by the guest cart cookie (none yet: the first add sets it). */
export const cartOwner: SecurityRequirements = [
  { bearer: [] },
  { sessionCookie: [] },
  { guestCartCookie: [] },
  {},
];
/** Anyone, no session needed: said explicitly, so no client sends credentials it need not. */
export const anyone: SecurityRequirements = [];

export function securitySchemes(cookieName: string, guestCartCookieName: string) {
  return {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description: 'The `accessToken` answered by sign-in or registration.',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description:
        "The web app's session (httpOnly, set when signing in on the site). A write authenticated by it must come from the shop's own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` equal to the shop's), else 403.",
    },
    guestCartCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: guestCartCookieName,
      description:
        "A visitor's cart (httpOnly, set by the first add, kept 30 days). Writes carrying it follow the session cookie's same-site rule; signing in merges its cart into the account's and clears it.",
    },
  } as const;
}
