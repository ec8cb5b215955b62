import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Queryable, signingKeys } from '@partsmith/db';
import { eq } from 'drizzle-orm';

const KEY_NAME = 'stock-alerts-unsubscribe';

/** The key the migration made once for the whole shop, so a link signed by one instance is read by any other. */
export async function unsubscribeKey(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ key: signingKeys.key })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error(`signing key ${KEY_NAME} is missing: run the migrations`);
  return row.key;
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<address, base64url>.<HMAC-SHA256>`: stops every waiting alert of that address, without signing in. */
export function signUnsubscribeToken(key: string, email: string): string {
  const payload = Buffer.from(email.toLowerCase()).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The address a genuine token was signed for; null for anything else. */
export function readUnsubscribeToken(key: string, token: string): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString();
}
