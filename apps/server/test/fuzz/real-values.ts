/** Values from the seeded database (and a few plausible ones) that a field's name asks for. */
export interface RealValues {
  forKey(key: string): string[];
}

export interface RealValueLists {
  ids: string[];
  emails: string[];
  passwords: string[];
  paymentIntentIds: string[];
  imageIds: string[];
  imageUrls: string[];
  /** Part numbers of the seeded parts, for `/api/pictures/{partNumber}` and the file-name look-up. */
  partNumbers: string[];
  /** tRPC procedure paths, for the mount's `:path` (a comma joins a batch). */
  procedurePaths: string[];
}

/**
 * Real ids and emails let valid-shaped inputs reach past "not found" into the code that reads and writes rows;
 * plausible phones, addresses and card numbers get past the field rules. Chosen by the field's name alone, so a
 * new procedure needs nothing here.
 */
const PLAUSIBLE: Array<[RegExp, string[]]> = [
  [/phone/i, ['+44 114 496 0000', '0114 496 0000']],
  [/address/i, ['3 Forge Yard, Sheffield', 'Unit 7, Steel Works\nRotherham S60 1AA']],
  [/linkedin/i, ['https://www.linkedin.com/in/ada-lovelace']],
  [/education/i, ['MEng Mechanical Engineering']],
  [/nid/i, ['1234567890']],
  [/^name$/i, ['Ada Lovelace', 'Hex bolt M8 × 40']],
  [
    /description|message/i,
    ['A hardened steel part, machined to tolerance and made for years of honest work.'],
  ],
  [/^number$/i, ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000000000009995']],
  [/cvc/i, ['123']],
  [/search/i, ['customer', 'example.com']],
  [/status/i, ['shipped']],
];

export function realValues(lists: RealValueLists): RealValues {
  return {
    forKey(key) {
      const found: string[] = [];
      if (/password/i.test(key)) found.push(...lists.passwords);
      if (/intent|transaction/i.test(key)) found.push(...lists.paymentIntentIds);
      if (/image|img/i.test(key)) found.push(...lists.imageIds, ...lists.imageUrls);
      if (/email/i.test(key)) found.push(...lists.emails);
      if (/partNumber/i.test(key)) found.push(...lists.partNumbers);
      if (/^id|Id$|IdOr/.test(key) && !/intent|image|transaction/i.test(key)) found.push(...lists.ids);
      if (key === 'path') found.push(...lists.procedurePaths, lists.procedurePaths.slice(0, 3).join(','));
      for (const [pattern, values] of PLAUSIBLE) if (pattern.test(key)) found.push(...values);
      return found;
    },
  };
}
