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
export function badRequests(
  fields: readonly string[],
  except: readonly string[] = [],
  accepts: (value: unknown) => boolean = () => false,
): fc.Arbitrary<BadRequest> {
  // A kind the endpoint would accept as valid (`except`) is left out.
  const json = (kind: string, value: fc.Arbitrary<unknown>) =>
    except.includes(kind) ? [] : [value.map((v) => ({ kind, contentType: 'application/json', body: JSON.stringify(v) }))];
  const strangerKey = fc
    .oneof(unicode, fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'userId'))
    .filter((k) => !fields.includes(k));
  const kinds: fc.Arbitrary<BadRequest>[] = [
    ...json(
      'wrong types',
      fc
        .tuple(...fields.map(() => notAString))
        .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]])))
        // A boolean is the right type for a boolean field: wrong types are only the ones the contract refuses.
        .filter((value) => !accepts(value)),
    ),
    ...json('missing fields, extra keys', fc.dictionary(strangerKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })),
    ...json(
      'huge strings',
      fc.integer({ min: 2_000, max: 20_000 }).map((n) => Object.fromEntries(fields.map((f) => [f, '\u{1F409}x'.repeat(n / 3)]))),
    ),
    ...json(
      'unicode in every field',
      fc
        .tuple(...fields.map(() => fc.constantFrom('\u0000', '\uD800', '\u202E', '\uFEFF', 'ﷺ'.repeat(50), 'e\u0301')))
        .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]]))),
    ),
    ...json(
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
  ];
  return fc.oneof(...kinds);
}

function notJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * Path segments that name nothing the caller may touch, already percent-encoded as a client would send them:
 * ids of nobody, ids of what another user owns (`foreign`), non-ids of every shape, huge ones, unicode, encoded
 * slashes and NULs, percent-encoding that does not decode, prototype keys, SQL.
 */
export function badSegments(foreign: readonly string[] = []): fc.Arbitrary<string> {
  const shapes = [
    fc.uuid(),
    fc.integer().map(String),
    fc.integer({ min: 300, max: 3_000 }).map((n) => 'x'.repeat(n)),
    unicode.filter((s) => s.length > 0).map(encodeURIComponent),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'null',
      'undefined',
      '%00',
      '%2F',
      'a%2Fb',
      '%E0%A4%A',
      '%',
      '%zz',
      "'%20OR%201%3D1--",
      '-1',
      '1e309',
      '%F0%9F%90%89',
      '00000000-0000-0000-0000-000000000000',
      '%7B%7D',
    ),
  ];
  return foreign.length ? fc.oneof(fc.constantFrom(...foreign), ...shapes) : fc.oneof(...shapes);
}

/**
 * A query string whose every named key has a value the route must refuse or ignore: over the length limit, given
 * twice (an array), with characters the key does not allow, or under bracket and prototype spellings.
 */
export function badQuery(keys: readonly string[], maxLength: number): fc.Arbitrary<string> {
  const value = fc.oneof(
    // Limits count characters, not UTF-16 units; past a few thousand the URL outgrows the gateway's header limit.
    fc.integer({ min: maxLength + 1, max: maxLength + 1_500 }).map((n) => encodeURIComponent('\u{1F409}'.repeat(n))),
    fc.integer({ min: maxLength + 1, max: maxLength + 2_000 }).map((n) => 'a'.repeat(n)),
  );
  const pair = (key: string) =>
    fc.oneof(
      value.map((v) => `${key}=${v}`),
      fc
        .tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }))
        .map(([a, b]) => `${key}=${encodeURIComponent(a)}&${key}=${encodeURIComponent(b)}`),
    );
  const extra = fc.constantFrom('', '&__proto__[isAdmin]=1', '&constructor[prototype][role]=admin', '&%E0%A4%A=1', '&a=%');
  return fc.tuple(...keys.map(pair), extra).map((parts) => `?${parts.join('&')}`.replace('&&', '&'));
}

/**
 * A session that is not one: a well-formed id that was never issued, junk, an empty or huge value, with identity
 * headers a client must never be trusted with (a forged bearer token, user id or role headers).
 */
export function forgedSessions(cookieName: string): fc.Arbitrary<Record<string, string>> {
  const cookie = fc.oneof(
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `${cookieName}=${Buffer.from(b).toString('base64url')}`),
    fc
      .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'.split('')), maxLength: 60 })
      .map((v) => `${cookieName}=${v}`),
    fc.integer({ min: 1_000, max: 3_000 }).map((n) => `${cookieName}=${'A'.repeat(n)}`),
    fc.constant(`${cookieName}=; ${cookieName}=undefined`),
  );
  const none = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIiwiaXNBZG1pbiI6dHJ1ZX0.';
  const identity = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: `Bearer ${none}` },
    { 'x-user-id': '00000000-0000-0000-0000-000000000001', 'x-user-role': 'admin', 'x-is-admin': 'true' },
    { 'x-forwarded-user': 'spelladmin' },
  );
  return fc.tuple(cookie, identity).map(([c, headers]) => ({ cookie: c, ...headers }));
}
