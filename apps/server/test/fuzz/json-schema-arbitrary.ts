import fc from 'fast-check';
import { boundaryValue } from './boundary-values';
import type { RealValues } from './real-values';

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The part of JSON Schema that zod's `toJSONSchema` and the OpenAPI document describe inputs with. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface SchemaArbitraryOptions {
  /** Real ids, emails and the like from the seeded database, offered to fields whose names ask for them. */
  real: RealValues;
  /** Out of 100: how often a leaf is a boundary value instead of a well-formed one (0: valid-shaped only). */
  boundaryPercent: number;
}

/**
 * Values shaped like `schema`: every required key present, each leaf of the declared type and within its bounds
 * (or, at `boundaryPercent`, a boundary value in its place). `key` is the property's name: `productId` gets real
 * ids, `email` real emails, `password` the seeded accounts' password.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  key = '',
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, options, key);
  const isLeaf = !schema.properties && !schema.items;
  if (!isLeaf || options.boundaryPercent === 0) return shaped;
  return fc.oneof(
    { weight: 100 - options.boundaryPercent, arbitrary: shaped },
    { weight: options.boundaryPercent, arbitrary: boundaryValue },
  );
}

function shapedArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  key: string,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((one) => schemaArbitrary(one, options, key)));
  if (schema.allOf?.length) return schemaArbitrary(Object.assign({}, ...schema.allOf), options, key);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (schema.nullable) types.push('null');
  if (types.length === 0) return anyShape(options, key);
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, options, key)));
}

function typedArbitrary(
  type: JsonType,
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  key: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectArbitrary(schema, options);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, options, key), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'string':
      return stringArbitrary(schema, options.real, key);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(integerArbitrary(schema), numberArbitrary(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
  }
}

function objectArbitrary(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, options, name)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** A field the schema leaves open (zod's preprocessed or custom inputs): text, numbers or anything at all. */
function anyShape(options: SchemaArbitraryOptions, key: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    stringArbitrary({}, options.real, key),
    fc.integer({ min: -5, max: 1000 }),
    fc.double({ noNaN: true, min: -10, max: 1000 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

function stringArbitrary(schema: JsonSchema, real: RealValues, key: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  const generated = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'uuid'
        ? fc.uuid()
        : fc.oneof(
            fc.string({ minLength, maxLength }),
            fc.string({ minLength, maxLength, unit: 'grapheme' }),
          );
  const known = real.forKey(key);
  return known.length === 0
    ? generated
    : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: generated });
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.ceil(Math.max(lowerBound(schema), Number.MIN_SAFE_INTEGER));
  const max = Math.floor(Math.min(upperBound(schema), Number.MAX_SAFE_INTEGER));
  // Most business rules live in the small numbers (a minimum order of 2, a rating of 1 to 5, a page of 20).
  const small = fc.integer({ min: Math.max(min, -3), max: Math.max(Math.min(max, 120), Math.max(min, -3)) });
  return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(lowerBound(schema), -1e12);
  const max = Math.min(upperBound(schema), 1e12);
  return fc.double({ noNaN: true, noDefaultInfinity: true, min, max });
}

function lowerBound(schema: JsonSchema): number {
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return schema.minimum ?? Number.MIN_SAFE_INTEGER;
}

function upperBound(schema: JsonSchema): number {
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - 1;
  return schema.maximum ?? Number.MAX_SAFE_INTEGER;
}
