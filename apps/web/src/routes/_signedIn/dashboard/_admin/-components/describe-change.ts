/** Fields that say whose record it was (a review's reviewer): shown even when unchanged, first. */
const NAMES_THE_RECORD = ['reviewer'];

/** Long values (descriptions, hashes) are cut to this, so one change stays one line. */
const MAX_VALUE_LENGTH = 40;

function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

/**
 * An audit entry's before and after as one line per field that differs ("role: customer → admin"); a created
 * record lists its fields, a removed one what it had. Unchanged fields are left out (they say nothing), but for
 * the one naming whose record it is.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  const old = fields(before);
  const now = fields(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const same = (key: string) => JSON.stringify(old[key]) === JSON.stringify(now[key]);
  const names = keys.filter((key) => NAMES_THE_RECORD.includes(key) && same(key));
  const changes = keys
    .filter((key) => !same(key))
    .map((key) => {
      if (before === null || before === undefined) return `${key}: ${show(now[key])}`;
      if (after === null || after === undefined) return `${key}: ${show(old[key])} → —`;
      return `${key}: ${show(old[key])} → ${show(now[key])}`;
    });
  return [...names.map((key) => `${key}: ${show(old[key])}`), ...changes];
}
