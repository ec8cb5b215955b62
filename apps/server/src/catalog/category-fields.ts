import type { CategoryFields } from '@partsmith/contracts';
import { categories, categoryAttributes, type Database, productSpecifications } from '@partsmith/db';
import { asc, isNotNull } from 'drizzle-orm';

/** Suggestions a choice field offers at most: the datalist is a hint, not the list of what is allowed. */
const SUGGESTIONS_MAX = 50;

/**
 * The product form's categories in the menu's order (each top followed by its own), each with the attributes its
 * parts have (its parent's first) and, for a choice, the values parts already have, so admins spell them alike.
 */
export async function categoryFields({ db }: { db: Database }): Promise<CategoryFields> {
  const [rows, attributes, inUse] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({
        id: categoryAttributes.id,
        categoryId: categoryAttributes.categoryId,
        key: categoryAttributes.key,
        name: categoryAttributes.name,
        kind: categoryAttributes.kind,
        unit: categoryAttributes.unit,
      })
      .from(categoryAttributes)
      .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.key)),
    db
      .selectDistinct({
        attributeId: productSpecifications.attributeId,
        value: productSpecifications.choiceValue,
      })
      .from(productSpecifications)
      .where(isNotNull(productSpecifications.choiceValue))
      .orderBy(asc(productSpecifications.attributeId), asc(productSpecifications.choiceValue)),
  ]);
  const suggestions = new Map<string, string[]>();
  for (const { attributeId, value } of inUse) {
    const list = suggestions.get(attributeId) ?? [];
    if (value !== null && list.length < SUGGESTIONS_MAX) list.push(value);
    suggestions.set(attributeId, list);
  }
  const fieldsOf = (categoryId: string) =>
    attributes
      .filter((attribute) => attribute.categoryId === categoryId)
      .map(({ id, key, name, kind, unit }) => ({
        key,
        name,
        kind,
        unit,
        suggestions: kind === 'choice' ? (suggestions.get(id) ?? []) : [],
      }));
  return rows
    .filter((top) => top.parentId === null)
    .flatMap((top) => [
      { id: top.id, name: top.name, parentName: null, attributes: fieldsOf(top.id) },
      ...rows
        .filter((child) => child.parentId === top.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          parentName: top.name,
          attributes: [...fieldsOf(top.id), ...fieldsOf(child.id)],
        })),
    ]);
}
