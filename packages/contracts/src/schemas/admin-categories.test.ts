import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { firstIssueMessage } from '../trpc/init';
import { slugFrom, ZAttributeCreateInput, ZCategoryCreateInput } from './admin-categories';

const categoryId = '0192a5a4-0000-7000-8000-000000000001';

function refusal(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);
}

describe('category and attribute inputs', () => {
  it('make an address from a name: lower case, accents dropped, other characters as single hyphens', () => {
    expect(slugFrom('Hex Nuts (M6–M12)')).toBe('hex-nuts-m6-m12');
    expect(slugFrom('  Écrous à oreilles ')).toBe('ecrous-a-oreilles');
    expect(slugFrom('!!!')).toBe('');
    expect(slugFrom(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('fill a blank address or key from the name, and keep one typed', () => {
    expect(ZCategoryCreateInput.parse({ name: 'Spring washers', slug: '', parentId: '' })).toEqual({
      name: 'Spring washers',
      slug: 'spring-washers',
    });
    expect(ZCategoryCreateInput.parse({ name: 'Washers', slug: ' Lock-Washers ' }).slug).toBe('lock-washers');
    expect(refusal(ZCategoryCreateInput.safeParse({ name: '***' }))).toBe(MESSAGES.categorySlugInvalid);
    expect(refusal(ZCategoryCreateInput.safeParse({ name: 'Nuts', slug: 'nuts & bolts' }))).toBe(
      MESSAGES.categorySlugInvalid,
    );
    expect(ZAttributeCreateInput.parse({ categoryId, name: 'Thread size', kind: 'choice' }).key).toBe(
      'thread-size',
    );
  });

  it('want a unit for a number and refuse one for a choice or yes/no', () => {
    const base = { categoryId, name: 'Length' };
    expect(ZAttributeCreateInput.parse({ ...base, kind: 'number', unit: 'mm' }).unit).toBe('mm');
    expect(refusal(ZAttributeCreateInput.safeParse({ ...base, kind: 'number', unit: ' ' }))).toBe(
      MESSAGES.attributeUnitRequired,
    );
    expect(refusal(ZAttributeCreateInput.safeParse({ ...base, kind: 'boolean', unit: 'mm' }))).toBe(
      MESSAGES.attributeUnitForbidden,
    );
    expect(refusal(ZAttributeCreateInput.safeParse({ ...base, kind: 'colour' }))).toBe(
      MESSAGES.attributeKindInvalid,
    );
  });
});
