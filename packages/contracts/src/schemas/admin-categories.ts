import { z } from 'zod';
import { ATTRIBUTE_KINDS } from '../constants';
import { MESSAGES } from '../messages';
import { SLUG_PATTERN } from './categories';
import { entityId } from './entity-id';
import { optionalField, wholeNumber } from './numbers';
import { textField } from './text-fields';

const SLUG_MAX = 60;

/** "Hex Nuts (M6–M12)" → "hex-nuts-m6-m12": the address or key a name gives when none is typed. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const slug = (invalid: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(SLUG_MAX, MESSAGES.tooLong('Address', SLUG_MAX))
    .regex(SLUG_PATTERN, invalid);

export const ZAdminCategoryId = entityId(MESSAGES.categoryNotFound);
export const ZAdminAttributeId = entityId(MESSAGES.attributeNotFound);

const categoryName = textField({ label: 'Name', required: MESSAGES.categoryNameRequired, max: 80 });
const attributeName = textField({ label: 'Name', required: MESSAGES.attributeNameRequired, max: 80 });
const unit = optionalField(textField({ label: 'Unit', max: 20 }));

/** Fills a blank slug or key from the name; one the name cannot give (only symbols) is refused on that field. */
function withSlugFromName<T extends { name: string }, K extends string>(field: K, invalid: string) {
  return (value: T & { [key in K]?: string | undefined }, ctx: z.RefinementCtx) => {
    const given = value[field];
    if (given !== undefined) return { ...value, [field]: given } as T & { [key in K]: string };
    const derived = slugFrom(value.name);
    if (derived === '') ctx.addIssue({ code: 'custom', path: [field], message: invalid });
    return { ...value, [field]: derived } as T & { [key in K]: string };
  };
}

/** A new category: at the end of its siblings; `parentId` a top category, or none for a top category. */
export const ZCategoryCreateInput = z
  .object({
    name: categoryName,
    slug: optionalField(slug(MESSAGES.categorySlugInvalid)),
    parentId: optionalField(ZAdminCategoryId),
  })
  .transform(withSlugFromName('slug', MESSAGES.categorySlugInvalid));
export type CategoryCreateInput = z.input<typeof ZCategoryCreateInput>;
export type CategoryCreate = z.output<typeof ZCategoryCreateInput>;

export const ZCategoryRenameInput = z.object({
  id: ZAdminCategoryId,
  name: categoryName,
  slug: slug(MESSAGES.categorySlugInvalid),
});
export type CategoryRename = z.output<typeof ZCategoryRenameInput>;

/** Under `parentId` (null: the top level), at `position` among its new siblings (0 first; past the end: last). */
export const ZCategoryMoveInput = z.object({
  id: ZAdminCategoryId,
  parentId: ZAdminCategoryId.nullable(),
  position: wholeNumber(MESSAGES.categoryPositionInvalid, MESSAGES.categoryPositionInvalid, 0),
});
export type CategoryMove = z.output<typeof ZCategoryMoveInput>;

export const ZCategoryIdInput = z.object({ id: ZAdminCategoryId });

/** Unit required for a number and refused for the others, on the unit field. */
function unitFitsKind(value: { kind: string; unit?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.kind === 'number' && value.unit === undefined)
    ctx.addIssue({ code: 'custom', path: ['unit'], message: MESSAGES.attributeUnitRequired });
  if (value.kind !== 'number' && value.unit !== undefined)
    ctx.addIssue({ code: 'custom', path: ['unit'], message: MESSAGES.attributeUnitForbidden });
}

/** A new attribute, last in its category's order; the key names the URL's filter, so it never changes. */
export const ZAttributeCreateInput = z
  .object({
    categoryId: ZAdminCategoryId,
    name: attributeName,
    key: optionalField(slug(MESSAGES.attributeKeyInvalid)),
    kind: z.enum(ATTRIBUTE_KINDS, { error: MESSAGES.attributeKindInvalid }),
    unit,
  })
  .superRefine(unitFitsKind)
  .transform(withSlugFromName('key', MESSAGES.attributeKeyInvalid));
export type AttributeCreateInput = z.input<typeof ZAttributeCreateInput>;
export type AttributeCreate = z.output<typeof ZAttributeCreateInput>;

/** Name and unit only: a kind never changes, as parts' values are stored in its type (decision 0063). */
export const ZAttributeRenameInput = z.object({ id: ZAdminAttributeId, name: attributeName, unit });
export type AttributeRenameInput = z.input<typeof ZAttributeRenameInput>;
export type AttributeRename = z.output<typeof ZAttributeRenameInput>;

/** Every attribute of the category, in their new order. */
export const ZAttributesReorderInput = z.object({
  categoryId: ZAdminCategoryId,
  attributeIds: z.array(ZAdminAttributeId).max(100),
});
export type AttributesReorder = z.output<typeof ZAttributesReorderInput>;

export const ZAttributeIdInput = z.object({ id: ZAdminAttributeId });

export const ZAdminAttribute = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  position: z.number().int(),
});
export type AdminAttribute = z.infer<typeof ZAdminAttribute>;

const categoryFields = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  /** Parts on sale in this category itself (not its sub-categories'). */
  partCount: z.number().int(),
  attributes: z.array(ZAdminAttribute),
};
export const ZAdminCategory = z.object(categoryFields);
export type AdminCategory = z.infer<typeof ZAdminCategory>;

/** The whole tree for the admin: top categories in order, each with its sub-categories. */
export const ZAdminCategoryTree = z.array(z.object({ ...categoryFields, children: z.array(ZAdminCategory) }));
export type AdminCategoryTree = z.infer<typeof ZAdminCategoryTree>;
