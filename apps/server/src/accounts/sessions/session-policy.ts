const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session ends after 10 days without use... */
export const SESSION_INACTIVITY_MS = 10 * DAY_MS;
/** ...its expiry moves forward at most once an hour, so most requests cost no write... */
export const SESSION_REFRESH_INTERVAL_MS = HOUR_MS;
/** ...and it never outlives 30 days, however often it is used. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;

/** The expiry after a use at `now`, or null when the stored one is recent enough to keep. */
export function extendedExpiry({
  createdAt,
  expiresAt,
  now,
}: {
  createdAt: Date;
  expiresAt: Date;
  now: Date;
}) {
  const remaining = expiresAt.getTime() - now.getTime();
  if (remaining >= SESSION_INACTIVITY_MS - SESSION_REFRESH_INTERVAL_MS) return null;
  const extended = Math.min(now.getTime() + SESSION_INACTIVITY_MS, createdAt.getTime() + SESSION_MAX_AGE_MS);
  return extended > expiresAt.getTime() ? new Date(extended) : null;
}
