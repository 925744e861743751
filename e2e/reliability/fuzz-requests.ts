import fc from 'fast-check';

/** One generated bad request: a body and the content type it claims. */
export interface BadRequest {
  kind: string;
  contentType: string;
  body: string;
}

const pollution = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null,"prototype":{"balance":1000000}}',
);

const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/**
 * Bad requests for an endpoint whose body has `fields`: wrong types in every field, unknown keys only (the
 * required ones missing), huge strings, unicode edge cases, prototype-pollution keys, JSON that does not parse,
 * a body that is not an object, and bodies under a content type that is not JSON.
 */
export function badRequests(fields: readonly string[]): fc.Arbitrary<BadRequest> {
  const json = (kind: string, value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ kind, contentType: 'application/json', body: JSON.stringify(v) }));
  const strangerKey = fc
    .oneof(unicode, fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'userId'))
    .filter((k) => !fields.includes(k));
  return fc.oneof(
    json(
      'wrong types',
      fc.tuple(...fields.map(() => notAString)).map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]]))),
    ),
    json('missing fields, extra keys', fc.dictionary(strangerKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })),
    json(
      'huge strings',
      fc.integer({ min: 2_000, max: 20_000 }).map((n) => Object.fromEntries(fields.map((f) => [f, '\u{1F409}x'.repeat(n / 3)]))),
    ),
    json(
      'unicode in every field',
      fc
        .tuple(...fields.map(() => fc.constantFrom('\u0000', '\uD800', '\u202E', '\uFEFF', 'ﷺ'.repeat(50), 'e\u0301')))
        .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]]))),
    ),
    json(
      'not an object',
      fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })),
    ),
    pollution.map((body) => ({ kind: 'prototype pollution', contentType: 'application/json', body })),
    unicode.filter(notJson).map((body) => ({ kind: 'invalid JSON', contentType: 'application/json', body })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'), unicode)
      .map(([contentType, body]) => ({
        kind: 'wrong content type',
        contentType,
        body,
      })),
  );
}

function notJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
