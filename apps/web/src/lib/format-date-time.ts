const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An API timestamp (ISO 8601) in the reader's time zone, short enough for a table cell. */
export function formatDateTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
