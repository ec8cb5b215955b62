import {
  type CategoryFields,
  MESSAGES,
  type Specifications,
  specificationProblems,
} from '@partsmith/contracts';
import type { z } from 'zod';

type Attributes = CategoryFields[number]['attributes'];

/** What the product forms hold for a part's specification: the category chosen, and each value as typed. */
export interface SpecificationFormValues {
  categoryId: string;
  specifications: Record<string, string>;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The attributes of a category's parts; none while no category is chosen. */
export function attributesOf(categories: CategoryFields, categoryId: string): Attributes {
  return categories.find((category) => category.id === categoryId)?.attributes ?? [];
}

/**
 * The values to send, in their kinds, for the chosen category's attributes only: values typed for another
 * category the admin moved away from stay in the form and are not sent. A blank field is no value; text in a
 * number field stays text, so the shared rule names the field.
 */
export function specificationsFromForm(
  attributes: Attributes,
  typed: Record<string, string> = {},
): Specifications {
  const values: Specifications = {};
  for (const { key, kind } of attributes) {
    const text = (typed[key] ?? '').trim();
    if (text === '') continue;
    if (kind === 'boolean') values[key] = text === 'yes';
    else if (kind === 'number') values[key] = NUMBER.test(text) ? Number(text) : text;
    else values[key] = text;
  }
  return values;
}

/** A part's saved values as the form's fields show them. */
export function specificationsToForm(values: Specifications): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value),
    ]),
  );
}

/**
 * Adds the contracts' specification rule to a product form's schema, each problem under its field (the server asks
 * the same rule); `required`: a category must be chosen (Add, and Edit of a part that has one). It runs even while
 * other fields are wrong, so one press of Add shows every problem at once.
 */
export function withSpecificationRules<Schema extends z.ZodType<Partial<SpecificationFormValues>>>(
  schema: Schema,
  categories: CategoryFields,
  { required }: { required: boolean },
) {
  return schema.superRefine(
    (input, ctx) => {
      const category = categories.find(({ id }) => id === input.categoryId);
      if (!category) {
        if (required)
          ctx.addIssue({ code: 'custom', path: ['categoryId'], message: MESSAGES.productCategoryRequired });
        return;
      }
      const problems = specificationProblems({
        categoryName: category.name,
        attributes: category.attributes,
        specifications: specificationsFromForm(category.attributes, input.specifications),
      });
      for (const [key, message] of Object.entries(problems))
        ctx.addIssue({ code: 'custom', path: ['specifications', key], message });
    },
    { when: () => true },
  );
}
