import { describe, expect, it } from 'vitest';
import { type SpecificationAttribute, specificationProblems } from './specification-problems';

const attributes: SpecificationAttribute[] = [
  { key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm' },
  { key: 'material', name: 'Material', kind: 'choice', unit: null },
  { key: 'locking', name: 'Self-locking', kind: 'boolean', unit: null },
];
const problems = (specifications: Record<string, number | string | boolean>) =>
  specificationProblems({ categoryName: 'Bolts', attributes, specifications });

describe('specificationProblems', () => {
  it('passes values of the right kind, and none at all', () => {
    expect(problems({ diameter: 10, material: ' Steel ', locking: false })).toEqual({});
    expect(problems({})).toEqual({});
  });

  it('names the attribute and the rule for each value of the wrong kind', () => {
    expect(problems({ diameter: 'ten', material: '  ', locking: 'yes', colour: 'red' })).toEqual({
      diameter: 'Diameter must be a number in mm',
      material: 'Material must be text of 1 to 100 characters',
      locking: 'Self-locking must be yes or no',
      colour: "Unknown specification 'colour' for Bolts",
    });
  });

  it('refuses numbers that are not finite and choices past 100 characters', () => {
    expect(problems({ diameter: Number.POSITIVE_INFINITY, material: 'x'.repeat(101) })).toEqual({
      diameter: 'Diameter must be a number in mm',
      material: 'Material must be text of 1 to 100 characters',
    });
    expect(problems({ material: 'x'.repeat(100) })).toEqual({});
  });
});
