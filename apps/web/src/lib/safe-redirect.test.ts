import { describe, expect, it } from 'vitest';
import { safeRedirect, validateRedirectSearch } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeRedirect('/purchase/42?from=home#top')).toBe('/purchase/42?from=home#top');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    expect(safeRedirect(['/dashboard'])).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });

  it('always returns the key, so a refused value replaces the raw one', () => {
    expect(validateRedirectSearch({ redirect: 'https://evil.example' })).toEqual({ redirect: undefined });
    expect(Object.keys(validateRedirectSearch({}))).toEqual(['redirect']);
  });
});
