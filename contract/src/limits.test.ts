/**
 * The length-and-pattern rule (ADR 0020): every text field of every request schema
 * has a maximum length, and text past it is refused with that one message before any other
 * check (pattern, refinement, transform) runs on it, so a 64 KiB body costs no more than a short
 * one.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './schemas.ts';

/** Just under the server's 64 KiB body limit, once in a JSON body. */
const LONG = 64 * 1024 - 100;
/** Texts that made patterns backtrack or would reach later checks if length did not stop them. */
const hostileTexts = {
  'a@ + dots + @': `a@${'.'.repeat(LONG)}@`,
  dots: '.'.repeat(LONG),
  'at signs': '@'.repeat(LONG),
  spaces: `x${' '.repeat(LONG)}x`,
  letters: 'a'.repeat(LONG),
  digits: '9'.repeat(LONG),
  'a tab-separated path': `a${'\t/'.repeat(LONG / 2)}`,
};

/** Every exported request schema that is an object (bodies, queries, path parameters). */
const objectSchemas = Object.entries(schemas as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodObject ? [[name, value] as const] : [],
);

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** The paths of `schema`'s free-text nodes (strings that are not an enum, constant or uuid) without maxLength. */
function unboundedText(schema: JsonSchema, path: string): string[] {
  const own =
    schema.type === 'string' &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.format === undefined &&
    schema.maxLength === undefined
      ? [path]
      : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([key, child]) => unboundedText(child, `${path}.${key}`)),
    ...(schema.items ? [unboundedText(schema.items, `${path}[]`)] : []),
    ...(schema.anyOf ?? []).map((choice) => unboundedText(choice, path)),
  ];
  return [...own, ...children.flat()];
}

/** `schema` as JSON Schema (the shape the OpenAPI document shows). */
const jsonSchemaOf = (schema: z.ZodObject) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Whether a property takes text: a string, or a choice of which one is a string. */
const takesText = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (schema.anyOf ?? []).some(takesText);

describe('every text field of contract/src', () => {
  it('has a maximum length', () => {
    expect(objectSchemas.length).toBeGreaterThan(35);
    const unbounded = objectSchemas.flatMap(([name, schema]) => unboundedText(jsonSchemaOf(schema), name));
    expect(unbounded).toEqual([]);
  });

  it('refuses 64 KiB of hostile text with one message at most, each in well under 20 ms', () => {
    const problems: string[] = [];
    let fields = 0;
    let slowest = { ms: 0, what: '' };
    for (const [name, schema] of objectSchemas) {
      const properties = jsonSchemaOf(schema).properties ?? {};
      for (const [key, property] of Object.entries(properties)) {
        if (!takesText(property)) continue;
        fields += 1;
        for (const [kind, text] of Object.entries(hostileTexts)) {
          // The fastest of three runs: a pause of a busy machine is not the schema's cost.
          let ms = Number.POSITIVE_INFINITY;
          let result = schema.safeParse({ [key]: text });
          for (let run = 0; run < 3; run += 1) {
            const started = performance.now();
            result = schema.safeParse({ [key]: text });
            ms = Math.min(ms, performance.now() - started);
          }
          if (ms > slowest.ms) slowest = { ms, what: `${name}.${key} ← ${kind}` };
          const issues = (result.error?.issues ?? []).filter((issue) => issue.path[0] === key);
          if (issues.length > 1) {
            problems.push(`${name}.${key} ← ${kind}: ${issues.map((issue) => issue.message).join(' | ')}`);
          }
        }
      }
    }
    expect(fields).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    // A pattern run over the whole text takes milliseconds; the length check alone, microseconds.
    expect(slowest.ms, slowest.what).toBeLessThan(20);
  });
});

describe("zod's abort on a length check", () => {
  it('stops every later check of the field, and only once the limit is exceeded', () => {
    const ran: string[] = [];
    const field = z
      .string()
      .trim()
      .max(5, { error: 'too long', abort: true })
      .regex(/^[a-z]+$/, 'letters only')
      .refine((value) => ran.push(value) > 0, 'never');
    expect(field.safeParse('abcdefgh').error?.issues.map((issue) => issue.message)).toEqual(['too long']);
    expect(ran).toEqual([]);
    expect(field.safeParse('a1').error?.issues.map((issue) => issue.message)).toEqual(['letters only']);
    expect(ran).toEqual(['a1']);
  });
});
