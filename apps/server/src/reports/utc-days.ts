const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `at`, as YYYY-MM-DD (the summaries' days are UTC days: decision 0069). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}
