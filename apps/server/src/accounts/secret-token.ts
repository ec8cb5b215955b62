import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const TOKEN_BYTES = 20;
const TOKEN_SHAPE = /^[a-z2-7]{32}$/;

/** 160 random bits as 32 base32 characters: the secret a session cookie, a bearer header or a reset link carries. */
export function generateSecretToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What the database keeps instead of the token, so a leaked table opens nothing. */
export function hashSecretToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Anything else cannot be one of ours: refused without asking the database. */
export function isWellFormedSecretToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
