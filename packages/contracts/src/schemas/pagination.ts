import { z } from 'zod';

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
