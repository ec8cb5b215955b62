import type { CategoryFields } from '@partsmith/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  specificationsFromForm,
  specificationsToForm,
  withSpecificationRules,
} from './specification-form-values';

const attributes: CategoryFields[number]['attributes'] = [
  { key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm', suggestions: [] },
  { key: 'material', name: 'Material', kind: 'choice', unit: null, suggestions: ['Steel'] },
  { key: 'locking', name: 'Self-locking', kind: 'boolean', unit: null, suggestions: [] },
];

describe('a specification as typed and as sent', () => {
  it('sends numbers, trimmed text and yes/no in their kinds, and blanks not at all', () => {
    expect(
      specificationsFromForm(attributes, { diameter: ' 10.5 ', material: ' Steel ', locking: 'no' }),
    ).toEqual({ diameter: 10.5, material: 'Steel', locking: false });
    expect(specificationsFromForm(attributes, { diameter: '', material: ' ', locking: '' })).toEqual({});
  });

  it('keeps text typed in a number field as text, for the rule to name', () => {
    expect(specificationsFromForm(attributes, { diameter: 'ten' })).toEqual({ diameter: 'ten' });
  });

  it('leaves out values of attributes the chosen category does not have', () => {
    expect(specificationsFromForm(attributes, { grade: '8', locking: 'yes' })).toEqual({ locking: true });
  });

  it('shows saved values as the fields hold them', () => {
    expect(specificationsToForm({ diameter: 10, material: 'Steel', locking: true })).toEqual({
      diameter: '10',
      material: 'Steel',
      locking: 'yes',
    });
  });
});

describe('the specification rule on a form', () => {
  const categories: CategoryFields = [{ id: 'c1', name: 'Nuts', parentName: 'Fasteners', attributes }];
  const form = z.object({
    name: z.string().min(1, 'Name is required'),
    categoryId: z.string(),
    specifications: z.record(z.string(), z.string()),
  });
  const messages = (values: object, required = true) =>
    withSpecificationRules(form, categories, { required })
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('says a category is required alongside the other fields’ problems', () => {
    expect(messages({ name: '', categoryId: '', specifications: {} })).toEqual([
      ['name', 'Name is required'],
      ['categoryId', 'Category is required'],
    ]);
    expect(messages({ name: 'Nut', categoryId: '', specifications: {} }, false)).toBeUndefined();
  });

  it('puts each wrong value under its own field', () => {
    expect(
      messages({ name: 'Nut', categoryId: 'c1', specifications: { diameter: 'ten', locking: 'no' } }),
    ).toEqual([['specifications.diameter', 'Diameter must be a number in mm']]);
  });
});
