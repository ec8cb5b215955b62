import fc from 'fast-check';
import { boundaryValue } from './boundary-values';
import { type JsonSchema, schemaArbitrary } from './json-schema-arbitrary';
import type { RealValues } from './real-values';

/** Keys a client might slip in to promote itself, set a price or pollute a prototype. */
const SMUGGLED_KEYS = [
  '__proto__',
  'constructor',
  'role',
  'status',
  'paid',
  'price',
  'totalCents',
  'userId',
  'id',
];

type Mutation = (value: Record<string, unknown>) => unknown;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map(
    (index): Mutation =>
      (value) =>
        withoutKey(value, index),
  ),
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom<(old: unknown) => unknown>(
        (old) => [old],
        (old) => ({ value: old }),
        (old) => (typeof old === 'object' ? JSON.stringify(old) : String(old)),
        (old) => (typeof old === 'string' ? old.length : `${JSON.stringify(old)}`),
        () => null,
      ),
    )
    .map(
      ([index, retype]): Mutation =>
        (value) => {
          const key = Object.keys(value)[index % Math.max(Object.keys(value).length, 1)];
          return key === undefined ? value : { ...value, [key]: retype(value[key]) };
        },
    ),
  fc.tuple(fc.oneof(fc.constantFrom(...SMUGGLED_KEYS), fc.string({ maxLength: 12 })), boundaryValue).map(
    ([key, extra]): Mutation =>
      (value) => ({ ...value, [key]: extra }),
  ),
  fc.constantFrom<Mutation>(
    (value) => [value],
    (value) => JSON.stringify(value),
    (value) => ({ input: value }),
    (value) => Object.values(value),
  ),
);

function withoutKey(value: Record<string, unknown>, index: number): Record<string, unknown> {
  const keys = Object.keys(value);
  const dropped = keys[index % Math.max(keys.length, 1)];
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== dropped));
}

/**
 * Inputs for one schema, of three kinds: valid-shaped (often with real ids), boundary values in some leaves or in
 * place of the whole input, and mutations of valid ones (a key dropped, retyped or smuggled in, the shape
 * wrapped). `undefined` as schema is a procedure without input: it gets nothing, or junk.
 */
export function fuzzInput(schema: JsonSchema | undefined, real: RealValues): fc.Arbitrary<unknown> {
  if (schema === undefined)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: boundaryValue },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  const valid = schemaArbitrary(schema, { real, boundaryPercent: 0 });
  const mutated = fc
    .tuple(valid, mutation)
    .map(([value, mutate]) => (isRecord(value) ? mutate(value) : value));
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: schemaArbitrary(schema, { real, boundaryPercent: 30 }) },
    { weight: 2, arbitrary: mutated },
    { weight: 1, arbitrary: boundaryValue },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
