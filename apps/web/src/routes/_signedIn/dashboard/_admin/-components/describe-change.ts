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
 * record lists its fields, a removed one what it had. Unchanged fields are left out: they say nothing.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  const old = fields(before);
  const now = fields(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => {
      if (before === null || before === undefined) return `${key}: ${show(now[key])}`;
      if (after === null || after === undefined) return `${key}: ${show(old[key])} → —`;
      return `${key}: ${show(old[key])} → ${show(now[key])}`;
    });
}
