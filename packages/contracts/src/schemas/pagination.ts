import { z } from 'zod';
import { MESSAGES } from '../messages';

export const MAX_PAGE_SIZE = 100;

/** Page 1 is the first; numbers may arrive as query-string text. */
export const ZPageInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageInput = z.infer<typeof ZPageInput>;

/** One page of a list, with the number of items on all pages for the pager. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export interface Page<Item> {
  items: Item[];
  total: number;
}

/** A list's total is counted up to here: exact below, "10,000+" above, so counting never reads a big table whole. */
export const COUNT_CAP = 10_000;

/** Opaque to clients: the server encodes the sort key, id and row number of an edge row of the page. */
const ZListCursor = z.string().max(400);

/**
 * Keyset paging (decision 0033): `after` continues past a page's last row, `before` walks back from its first;
 * never both. `extra` holds the list's filters.
 */
export function keysetInput<Extra extends z.ZodRawShape>(extra: Extra, { defaultPageSize = 20 } = {}) {
  return z
    .object({
      ...extra,
      after: ZListCursor.optional(),
      before: ZListCursor.optional(),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
    })
    .refine((input) => !((input as KeysetInput).after && (input as KeysetInput).before), {
      message: MESSAGES.listCursorInvalid,
    });
}
export interface KeysetInput {
  after?: string;
  before?: string;
  pageSize: number;
}

/**
 * One keyset page: a cursor is null where there is no page on that side; `firstSerial` is the first row's place
 * in the list (the spec's SL column); `total` is exact unless `totalCapped` (then there are more than `total`:
 * COUNT_CAP, or a search's smaller cap).
 */
export function keysetPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    previousCursor: z.string().nullable(),
    firstSerial: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean(),
  });
}

export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
  previousCursor: string | null;
  firstSerial: number;
  total: number;
  totalCapped: boolean;
}
