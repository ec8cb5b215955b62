import { describe, expect, it } from 'vitest';
import {
  cursorInput,
  pageInput,
  searchChoice,
  searchCursor,
  searchPage,
  searchText,
  validatePageSearch,
} from './list-search';

describe('list search params', () => {
  it('keep a page from 2 up; the first page and nonsense leave the URL', () => {
    expect(searchPage(3)).toBe(3);
    for (const value of [1, 0, -2, 2.5, '3', null, undefined]) expect(searchPage(value)).toBeUndefined();
    expect(validatePageSearch({ page: 'x', other: 1 })).toEqual({ page: undefined });
  });

  it('keep a filter only when it is one of its choices', () => {
    const statuses = ['paid', 'shipped'] as const;
    expect(searchChoice('paid', statuses)).toBe('paid');
    expect(searchChoice('deleted', statuses)).toBeUndefined();
    expect(searchChoice(1, statuses)).toBeUndefined();
  });

  it('trim search text and drop it when empty', () => {
    expect(searchText('  bolt ')).toBe('bolt');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(5)).toBeUndefined();
  });

  it('ask the server for the page shown, 20 rows at a time', () => {
    expect(pageInput(undefined)).toEqual({ page: 1, pageSize: 20 });
    expect(pageInput(4)).toEqual({ page: 4, pageSize: 20 });
  });

  it('keep one cursor, after before before, and ask for 20 rows past it', () => {
    expect(searchCursor({ after: ' a ', before: 'b' })).toEqual({ after: 'a', before: undefined });
    expect(searchCursor({ before: 'b' })).toEqual({ after: undefined, before: 'b' });
    expect(searchCursor({ after: 3, before: '' })).toEqual({ after: undefined, before: undefined });
    expect(cursorInput({ before: 'b' })).toEqual({ after: undefined, before: 'b', pageSize: 20 });
  });
});
