import fc from 'fast-check';

const TEN_KB = 10 * 1024;

/** Numbers at the edges of the types the server and the database use (int4, JavaScript's safe integers, floats). */
const numbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.005,
  -0.01,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  // JSON has no NaN or Infinity: they arrive as null, which is a boundary of its own.
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Text people (and attackers) type: empty, huge, every script, invisible and forbidden characters, injections. */
const strings = [
  '',
  ' ',
  '\t\n\r\n',
  'x'.repeat(TEN_KB),
  '😀'.repeat(TEN_KB / 4),
  'ש'.repeat(TEN_KB / 2),
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0324\u0354\u0367\u0311\u0313a\u0308\u0356\u032D',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f\u0085\u009f',
  '\ud800',
  'x\udfffx',
  '\uFEFF\u200B\u2060',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e3',
  '0x10',
  '2147483648',
  '9007199254740993',
  '12.345',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff%',
  '__proto__',
  'constructor',
  `\${7*7}{{7*7}}`,
  ' Admin@Example.COM ',
  'a@b',
  '@',
  `${'a'.repeat(250)}@example.com`,
  '😀@😀.😀',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0'.repeat(64),
  'pi_',
  'pi_000000000000000000000000_secret_x',
];

/** Arrays and objects nested deeper than any schema expects, and prototype-polluting keys. */
const deeplyNested = JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`);
const deeplyNestedObject = JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`);
const manyKeys = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, index]));
const pollution = JSON.parse(
  '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"x":1}}}',
);

const structures = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [''],
  [1, 2, 3],
  deeplyNested,
  deeplyNestedObject,
  manyKeys,
  pollution,
];

/** One boundary value of any type: the fuzzer puts these where a schema expects something well-formed. */
export const boundaryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...numbers) },
  { weight: 5, arbitrary: fc.constantFrom(...strings) },
  { weight: 2, arbitrary: fc.constantFrom(...structures) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Text only, for the parts of a request that can only be text (path segments, query values, headers). */
export const boundaryText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...strings),
  fc.constantFrom(...numbers.map(String)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
