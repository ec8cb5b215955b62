/** Statuses with goods at the buyer: a partly shipped order's parcels may come back too (decision 0068). */
export const RETURNABLE_STATUSES: ReadonlySet<string> = new Set(['shipped', 'partly_shipped']);

/** The last day (UTC) a return may be asked for: RETURN_WINDOW_DAYS after its last parcel left, that day included. */
export function lastReturnDay(shippedAt: Date, windowDays: number): string {
  const last = new Date(shippedAt.getTime() + windowDays * 86_400_000);
  return last.toISOString().slice(0, 10);
}

/** Whether `now` is on or before the window's last day. */
export function isWithinWindow(now: Date, lastDay: string): boolean {
  return now.toISOString().slice(0, 10) <= lastDay;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** "December 31, 2026", as the messages print a day. */
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));
