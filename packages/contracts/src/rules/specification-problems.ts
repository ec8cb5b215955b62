import type { AttributeKind } from '../constants';
import { MESSAGES } from '../messages';

/** The most values one part may be given: more than any category has attributes. */
export const SPECIFICATIONS_MAX = 50;
export const SPECIFICATION_CHOICE_MAX_LENGTH = 100;

export type SpecificationValue = number | string | boolean;
/** A part's values by attribute key: a number (in the attribute's unit), a choice's text, or yes/no. */
export type Specifications = Record<string, SpecificationValue>;

/** An attribute as the rule needs it: its key, the name its messages use, its kind and a number's unit. */
export interface SpecificationAttribute {
  key: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
}

function kindProblem(attribute: SpecificationAttribute, value: SpecificationValue): string | null {
  switch (attribute.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : MESSAGES.specificationNumber(attribute.name, attribute.unit);
    case 'choice': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text.length > 0 && text.length <= SPECIFICATION_CHOICE_MAX_LENGTH
        ? null
        : MESSAGES.specificationChoice(attribute.name, SPECIFICATION_CHOICE_MAX_LENGTH);
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : MESSAGES.specificationYesNo(attribute.name);
  }
}

/**
 * What is wrong with a part's values for its category's attributes, by key, in words naming the attribute; empty
 * when they can be saved. The product forms and the product services both ask this one function.
 */
export function specificationProblems({
  categoryName,
  attributes,
  specifications,
}: {
  categoryName: string;
  attributes: readonly SpecificationAttribute[];
  specifications: Specifications;
}): Record<string, string> {
  const byKey = new Map(attributes.map((attribute) => [attribute.key, attribute]));
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(specifications)) {
    const attribute = byKey.get(key);
    const problem = attribute
      ? kindProblem(attribute, value)
      : MESSAGES.specificationUnknown(key, categoryName);
    if (problem) problems[key] = problem;
  }
  return problems;
}
