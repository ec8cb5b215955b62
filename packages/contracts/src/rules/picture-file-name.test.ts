import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPicture, pictureCandidates } from './picture-file-name';

const parts = [
  { partNumber: 'P-000123', name: 'Hex bolt' },
  { partNumber: 'P-000123-1', name: 'Hex bolt, long' },
  { partNumber: 'M8.40', name: 'Washer' },
];

describe('matching a picture to a part by its file name', () => {
  it.each([
    ['P-000123.png', 'Hex bolt'],
    ['p-000123.JPG', 'Hex bolt'],
    ['P-000123_2.webp', 'Hex bolt'],
    ['P-000123-1.png', 'Hex bolt, long'],
    ['m8.40.png', 'Washer'],
    ['M8.40-3.gif', 'Washer'],
    ['P-999999.png', null],
    ['holiday photo.png', null],
  ])('%s is %s', (fileName, name) => {
    expect(matchPicture(fileName, parts)?.name ?? null).toBe(name);
  });

  it('asks only for strings that can be part numbers, the whole name first', () => {
    expect(pictureCandidates('P-000123-1.png')).toEqual(['P-000123-1', 'P-000123']);
    expect(pictureCandidates('bolt.png')).toEqual(['bolt']);
    expect(pictureCandidates('a b.png')).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const candidates = pictureCandidates(name);
        expect(candidates.length).toBeLessThanOrEqual(2);
        for (const candidate of candidates) expect(candidate).toMatch(/^[A-Za-z0-9./_-]{1,40}$/);
      }),
      { numRuns: 200 },
    );
  });
});
