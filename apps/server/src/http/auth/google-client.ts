import * as oidc from 'openid-client';
import type { GoogleIdentity } from '../../accounts/sign-in-with-google';

export interface GoogleClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowHttpIssuer: boolean;
}

/** Kept between the start and the callback in a short-lived httpOnly cookie. */
export interface AuthorizationChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** OpenID Connect against OIDC_ISSUER (Google unless a test provider is configured): PKCE S256, state and nonce. */
export function createGoogleClient(settings: GoogleClientSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovered on first use and kept; a failed discovery is retried on the next sign-in.
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.allowHttpIssuer ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: AuthorizationChecks }> {
      const checks = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    /** Exchanges the code; null when the ID token names no email. Whether it is verified is for the caller to weigh. */
    async identity(callbackUrl: URL, checks: AuthorizationChecks): Promise<GoogleIdentity | null> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') return null;
      return {
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
