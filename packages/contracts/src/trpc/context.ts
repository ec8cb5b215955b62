import type { User } from '../schemas/accounts';
import type { Services } from '../services';

/**
 * Who is calling. `rejected`: a token was presented but is unknown, expired or ended, which the access rules
 * answer differently from no token at all (403, not 401).
 */
export type AuthState = { status: 'anonymous' } | { status: 'rejected' } | { status: 'signedIn'; user: User };

/** Starts and ends the caller's session on this request's transport: a cookie for the web, a token for REST. */
export interface SessionControl {
  /** A new session for `userId` (a new token at every sign-in). */
  start(userId: string): Promise<void>;
  /** Ends the session this request presented, if any. */
  end(): Promise<void>;
}

export type AttemptKind = 'register' | 'passwordReset' | 'emailVerification' | 'contact' | 'stockAlert';

/** Per-client limits on auth attempts; past a limit they throw TOO_MANY_REQUESTS. */
export interface AttemptLimits {
  /** Counts one attempt at `kind` (every call, batched or not). */
  count(kind: AttemptKind): Promise<void>;
  /**
   * Runs one sign-in attempt for `email`, refused once this client has failed too often; counted when `attempt`
   * reports a failure. One client's attempts run one at a time, so a batch or a burst cannot slip past the count.
   */
  signIn<T>(email: string, attempt: () => Promise<{ outcome: T; failed: boolean }>): Promise<T>;
}

/** The visitor's guest cart token, carried by an httpOnly cookie; a signed-in caller's cart goes by their account. */
export interface GuestCartToken {
  /** The token this browser presented, if any. */
  current(): string | null;
  /** The presented token, or a new one; (re)sets the cookie, so a cart in use does not expire. */
  claim(): string;
}

/** Everything a procedure may use; built per request by the server (`createContext`) or by tests directly. */
export interface Context {
  services: Services;
  auth: AuthState;
  session: SessionControl;
  attempts: AttemptLimits;
  guestCart: GuestCartToken;
}
