import { z } from 'zod';
import { CATALOGUE_SORTS } from '../constants';
import { MESSAGES } from '../messages';
import { ZProduct } from './catalog';
import { textField } from './text-fields';

export const CATALOGUE_PAGE_SIZE = 12;

/** Opaque to clients: the server encodes the sort key and id of an edge item of the page. */
const ZCursor = z.string().max(400);

/** The catalogue: `q` matches part of the name in any case; `after` pages forward, `before` back, never both. */
export const ZCatalogueSearchInput = z
  .object({
    q: textField({ label: 'Search', max: 100 }).optional(),
    sort: z.enum(CATALOGUE_SORTS).default('newest'),
    after: ZCursor.optional(),
    before: ZCursor.optional(),
  })
  .refine((input) => !(input.after && input.before), { message: MESSAGES.catalogueCursorInvalid });
export type CatalogueSearchInput = z.infer<typeof ZCatalogueSearchInput>;

/** A cursor is null where there is no page on that side. */
export const ZCataloguePage = z.object({
  items: z.array(ZProduct),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type CataloguePage = z.infer<typeof ZCataloguePage>;
