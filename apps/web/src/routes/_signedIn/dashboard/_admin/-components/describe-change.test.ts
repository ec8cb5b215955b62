import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

describe('an audit entry in words', () => {
  it('lists only what changed', () => {
    expect(describeChange({ role: 'customer', name: 'Ada' }, { role: 'admin', name: 'Ada' })).toEqual([
      'role: customer → admin',
    ]);
  });

  it("names a review's reviewer first, though unchanged, then what changed", () => {
    const review = { reviewer: 'ada@example.com', rating: 2, description: 'Rude' };
    expect(describeChange({ ...review, visibility: 'shown' }, { ...review, visibility: 'hidden' })).toEqual([
      'reviewer: ada@example.com',
      'visibility: shown → hidden',
    ]);
    expect(describeChange({ ...review, visibility: 'shown' }, null)).toEqual([
      'reviewer: ada@example.com → —',
      'rating: 2 → —',
      'description: Rude → —',
      'visibility: shown → —',
    ]);
  });
});
