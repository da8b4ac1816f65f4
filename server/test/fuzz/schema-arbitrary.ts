/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (ADR 0012): a value
 * the schema accepts — as far as the keywords used by this API allow (type, enum, const,
 * min/maxLength, pattern, format uuid, minimum/maximum, min/maxItems, properties, required,
 * anyOf, nullable) — with uuids drawn from a pool of real ids, so valid requests reach rows.
 */
import fc from 'fast-check';

/** The JSON Schema subset the document uses (zod 4's JSON Schema output, OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/** A uuid: one of `ids` (real rows, some of another user's) or a random one. */
export function uuidArbitrary(ids: readonly string[]): fc.Arbitrary<string> {
  const random = fc.uuid({ version: 4 });
  return ids.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, random) : random;
}

/** A string the pattern matches, of the allowed length when fast-check manages it in a few tries. */
function patternString(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = new RegExp(schema.pattern ?? '');
  const { minLength = 0, maxLength = 200 } = schema;
  return fc
    .stringMatching(pattern, { size: 'small' })
    .map((value) => (value.length > maxLength ? value.slice(0, maxLength) : value))
    .filter((value) => value.length >= minLength || minLength === 0);
}

function stringArbitrary(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return uuidArbitrary(ids);
  if (schema.format === 'binary') return fc.string({ maxLength: 64 });
  if (schema.pattern) return patternString(schema);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1e6);
  const max =
    schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Money in rupees: two decimals at most (docs/product.md#money).
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((paise) => paise / 100);
}

/**
 * An arbitrary of values `schema` accepts; uuids come from `ids` or are random. Optional
 * properties are present or not; unknown keywords are ignored (the mutations test those).
 */
export function valueFromSchema(
  schema: JsonSchema | undefined,
  ids: readonly string[],
): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const inner = valueFromSchemaNotNull(schema, ids);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: inner }, fc.constant(null)) : inner;
}

function valueFromSchemaNotNull(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFromSchema(choice, ids)));
  if (schema.allOf?.[0]) return valueFromSchema(schema.allOf[0], ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, ids);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFromSchema(schema.items ?? {}, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return type ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties))
        model[key] = valueFromSchema(property, ids);
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
