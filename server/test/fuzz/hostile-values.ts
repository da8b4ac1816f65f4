/**
 * Hostile values (ADR 0012): huge, unicode and injection strings, prototype-pollution keys,
 * numbers as strings, negative, float and huge numbers, malformed uuids — and the mutations
 * that turn a valid body into a wrong one (wrong type, missing or extra field).
 */
import fc from 'fast-check';

/** Over the app's 64 KiB JSON body limit once sent (app.ts BODY_LIMIT_BYTES). */
export const OVER_BODY_LIMIT = 'A'.repeat(100 * 1024);
/** Under the body limit but far over any field's maximum length. */
export const NEAR_BODY_LIMIT = 'ß'.repeat(30 * 1024);

/** Injection strings: SQL, NoSQL, HTML/script, template, path traversal, header splitting. */
export const injectionStrings = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password_hash FROM users --",
  '"; DELETE FROM products; --',
  '$1',
  '%',
  '_',
  '\\',
  '{"$gt": ""}',
  '{"$where": "sleep(100)"}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'uploads/products/../../../jwt-secret',
  'line\r\nSet-Cookie: x=1',
  'javascript:alert(1)',
];

/** Unicode that trips naive code: emoji, RTL override, combining marks, zero-width, surrogates, NUL. */
export const unicodeStrings = [
  '🧵👑🇮🇳',
  'शाही धागे',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'e\u0301\u0301\u0301',
  '\u200B\u200D\uFEFF',
  '\uD800',
  'a\u0000b',
  '\u0000',
  '   ',
  '',
  'Ａ'.repeat(300),
];

/** Keys that pollute prototypes when merged naively. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Ids that are not uuids, or uuids nobody owns. */
export const malformedIds = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345',
  '-1',
  '0',
  '1e9',
  "1' OR '1'='1",
  '%00',
  '%2e%2e',
  'a'.repeat(600),
  'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '6f9619ff-8b86-d011-b42d-00c04fc964ff',
];

/** Numbers that break money, paging and counts. */
export const hostileNumbers = [
  -1,
  0,
  0.5,
  -0.01,
  1.005,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any hostile string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...injectionStrings),
  fc.constantFrom(...unicodeStrings),
  fc.constantFrom(...malformedIds),
  fc.constantFrom(NEAR_BODY_LIMIT, 'x'.repeat(5001)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Any value of the wrong kind for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...hostileNumbers.map(String)),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}')),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A parsed-JSON-like object holding an own `__proto__` key (what JSON.parse would make). */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** The mutations of a valid body; each arbitrary maps the body to a hostile one. */
export function mutateBody(valid: unknown): fc.Arbitrary<unknown> {
  const base =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const keys = Object.keys(base);
  const mutations: fc.Arbitrary<unknown>[] = [
    // Wrong type for the whole body.
    fc.constantFrom(null, [], 'body', 42, true, [base]),
    // Extra fields, prototype pollution among them.
    fc
      .tuple(fc.constantFrom(...pollutionKeys, 'isAdmin', 'role', 'userId', 'id', 'status'), hostileValue)
      .map(([key, value]) => withOwnKey({ ...base }, key, value)),
    fc.constant(withOwnKey({ ...base }, '__proto__', { role: 'admin', isAdmin: true })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      // A field missing.
      key.map((name) => {
        const { [name]: _dropped, ...rest } = base;
        return rest;
      }),
      // A field of the wrong type or with a hostile value.
      fc.tuple(key, hostileValue).map(([name, value]) => ({ ...base, [name]: value })),
      // Every field hostile at once.
      fc
        .tuple(...keys.map(() => hostileValue))
        .map((values) => Object.fromEntries(keys.map((name, index) => [name, values[index]]))),
      // A list repeating one entry, or long enough to fill the body limit.
      fc.tuple(key, fc.constantFrom(2, 1500)).map(([name, times]) => ({
        ...base,
        [name]: Array.from({ length: times }, () => (Array.isArray(base[name]) ? base[name][0] : base[name])),
      })),
      // Numbers as strings and strings as numbers.
      fc.constant(
        Object.fromEntries(
          Object.entries(base).map(([name, value]) => [
            name,
            typeof value === 'number'
              ? String(value)
              : typeof value === 'string'
                ? Number(value) || 1
                : value,
          ]),
        ),
      ),
    );
  }
  return fc.oneof(...mutations);
}
