import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isUuid } from './entity-id';
import { ZOrder } from './orders';

/** The longest range one export covers: a year, so one download stays one request of bounded length. */
export const ACCOUNTING_MAX_DAYS = 366;
/** Orders read per call while an export streams (decision 0061). */
export const ACCOUNTING_PAGE_SIZE = 200;

const DAY_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD`; `Date` rolls 2026-02-30 over to March, so only a day that reads back is one. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A calendar day as `YYYY-MM-DD` (UTC), the value of a date input. */
const ZDay = (label: string) =>
  z.string({ error: MESSAGES.dayInvalid(label) }).refine(isDay, { error: MESSAGES.dayInvalid(label) });

const rangeFields = { from: ZDay('From'), to: ZDay('To') };

/** From on or before To, at most ACCOUNTING_MAX_DAYS apart; the problem is reported on To. */
function withRangeRules<Range extends z.ZodType<{ from: string; to: string }>>(range: Range) {
  return range
    .refine(({ from, to }) => from <= to, { error: MESSAGES.dayRangeReversed, path: ['to'] })
    .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < ACCOUNTING_MAX_DAYS * DAY_MS, {
      error: MESSAGES.dayRangeTooLong(ACCOUNTING_MAX_DAYS),
      path: ['to'],
    });
}

/** The days an export covers: orders placed from the start of `from` to the end of `to` (UTC). */
export const ZAccountingRange = withRangeRules(z.object(rangeFields));

/**
 * The orders export for accounting (decision 0061): the paid orders of a range of days, oldest first; `after` is
 * the last order id of the previous call.
 */
export const ZAccountingInput = withRangeRules(
  z.object({
    ...rangeFields,
    after: z.string().refine(isUuid, { error: MESSAGES.listCursorInvalid }).optional(),
  }),
);
export type AccountingInput = z.infer<typeof ZAccountingInput>;

/** Up to ACCOUNTING_PAGE_SIZE orders with their lines; `after` continues, null at the end. */
export const ZAccountingPage = z.object({ orders: z.array(ZOrder), after: z.string().nullable() });
export type AccountingPage = z.infer<typeof ZAccountingPage>;

/** Where an admin downloads the orders of a range for accounting. */
export const accountingCsvPath = ({ from, to }: { from: string; to: string }) =>
  `/api/accounting/orders.csv?${new URLSearchParams({ from, to })}`;
