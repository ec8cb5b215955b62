import { z } from 'zod';
import { CATALOGUE_SORTS } from '../constants';
import { MESSAGES } from '../messages';
import { PRODUCT_NAME_MAX_LENGTH } from './admin-products';
import { ZProduct } from './catalog';
import { textField } from './text-fields';

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The longest cursor the server makes: base64url of `["name","<key>","<uuid>"]` whose key is a name of
 * PRODUCT_NAME_MAX_LENGTH code units at 3 UTF-8 bytes each (a surrogate pair is 4 bytes for 2 units, an escaped
 * quote 2 bytes for 1), 867 characters; a price or timestamp key is far shorter.
 */
export const CATALOGUE_CURSOR_MAX_LENGTH = Math.ceil(
  ((9 + 3 * PRODUCT_NAME_MAX_LENGTH + 3 + 36 + 2) * 4) / 3,
);

/** Opaque to clients: the server encodes the sort key and id of an edge item of the page. */
const ZCursor = z.string().max(CATALOGUE_CURSOR_MAX_LENGTH);

const searchText = textField({ label: 'Search', max: 100 });

/**
 * The catalogue: `q` finds parts by exact part number, by part of the name, or by its words in any order, each the
 * start of a word of the part number, name or description or near one in the name (decision 0059); `after` pages
 * forward, `before` back, never both.
 */
export const ZCatalogueSearchInput = z
  .object({
    q: searchText.optional(),
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

/** What the search box suggests as the buyer types. */
export const ZPartSuggestionsInput = z.object({ q: searchText });
export type PartSuggestionsInput = z.infer<typeof ZPartSuggestionsInput>;

export const PART_SUGGESTIONS_MAX = 8;

/** The parts that best answer the search, best first; `exactPartNumber`: the first is the part number searched. */
export const ZPartSuggestions = z.object({
  items: z.array(ZProduct).max(PART_SUGGESTIONS_MAX),
  exactPartNumber: z.boolean(),
});
export type PartSuggestions = z.infer<typeof ZPartSuggestions>;
