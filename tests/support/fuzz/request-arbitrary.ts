import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { z } from 'zod';
import type { NamedRoute as Endpoint } from '@contracts/api/route';
import { anyJson, objectFor } from './json-schema-arbitrary';
import type { FieldHints, JsonSchema } from './json-schema-arbitrary';

/** One generated request, as bytes on the wire. */
export interface FuzzRequest {
  method: string;
  path: string;
  /** Whose bearer token to send: an actor of the fuzz world, a revoked or garbage one, or none. */
  as: string | null;
  headers: Record<string, string>;
  body: Buffer | null;
  /** What the body is, for the failure report. */
  shape: string;
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/** The body of a request: mostly near what the contract wants, then every way a client can get it wrong. */
function bodyArbitrary(schema: JsonSchema | null, hints: FieldHints): Arbitrary<{ text: string; shape: string }> {
  const valid = schema ? objectFor(schema, hints) : fc.constant<Record<string, unknown>>({});
  const json = (shape: string) => (value: unknown) => ({ text: JSON.stringify(value), shape });
  const keys = Object.keys(schema?.properties ?? { field: {} });
  const someKey = fc.constantFrom(...(keys.length > 0 ? keys : ['field']));
  return fc.oneof(
    { weight: 10, arbitrary: valid.map(json('contract')) },
    { weight: 2, arbitrary: fc.tuple(valid, someKey, anyJson).map(([body, key, value]) => ({ text: JSON.stringify({ ...body, [key]: value }), shape: `wrong type in ${key}` })) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 })).map(([body, key]) => ({ text: JSON.stringify({ ...body, [`x${key}`]: 1 }), shape: 'unknown key' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype')).map(([body, key]) => ({
        text: JSON.stringify(body).replace(/^\{/, `{"${key}":{"is_admin":true,"polluted":1}${Object.keys(body).length > 0 ? ',' : ''}`),
        shape: `${key} key`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(someKey, fc.constantFrom(3, 12, 15, 16, 17, 40, 5000)).map(([key, depth]) => ({ text: `{"${key}":${nested(depth)}}`, shape: `nested ${depth} deep` })),
    },
    { weight: 1, arbitrary: fc.constantFrom(nested(4100), '[]', '"text"', '42', 'null', 'true', '', '{', '{"a":1', '{"a":1}}', '\u0000').map((text) => ({ text, shape: 'not an object' })) },
    { weight: 1, arbitrary: fc.tuple(someKey, fc.integer({ min: 50_000, max: 120_000 })).map(([key, n]) => ({ text: JSON.stringify({ [key]: 'x'.repeat(n) }), shape: `${n} character string` })) },
  );
}

/** Wire encodings: usually plain JSON, sometimes gzip (honest or not), another type, or bytes that are not UTF-8. */
function onTheWire(text: string): Arbitrary<{ body: Buffer; headers: Record<string, string>; shape: string }> {
  const plain = Buffer.from(text, 'utf8');
  const json = { 'Content-Type': 'application/json' };
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ body: plain, headers: json, shape: 'json' }) },
    // Compressed only when drawn (a body can be 120,000 characters): not on every request generated.
    { weight: 1, arbitrary: fc.constant('gzip').map(() => ({ body: gzipSync(plain), headers: { ...json, 'Content-Encoding': 'gzip' }, shape: 'gzip' })) },
    { weight: 1, arbitrary: fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'identity, gzip').map((enc) => ({ body: plain, headers: { ...json, 'Content-Encoding': enc }, shape: `plain body sent as ${enc}` })) },
    { weight: 1, arbitrary: fc.constant({ body: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]), headers: json, shape: 'invalid UTF-8' }) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=utf-16').map((type) => ({ body: plain, headers: { 'Content-Type': type }, shape: type })) },
  );
}

/** A path parameter: a real id or code of the fuzz world most often, else anything. */
function paramArbitrary(name: string, pool: Record<string, readonly string[]>): Arbitrary<string> {
  const real = pool[name] ?? [];
  const junk = fc.oneof(
    fc.constantFrom('0', '-1', '2147483648', '99999999999', '0x1F', '1e3', '%20', '%00', '1.5', 'null', 'abc', '%E0%A4%A', '..%2F..'),
    fc.nat().map(String),
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );
  return real.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: junk }) : junk;
}

/** A query string from the route's query contract, or junk: unknown keys, repeated keys, NUL, huge values. */
function queryArbitrary(schema: JsonSchema | null, hints: FieldHints): Arbitrary<string> {
  const fromContract = (schema ? objectFor(schema, hints) : fc.constant({})).map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return params.toString();
  });
  const keys = Object.keys(schema?.properties ?? {});
  const key = keys.length > 0 ? fc.constantFrom(...keys, 'unknown') : fc.constant('unknown');
  return fc.oneof(
    { weight: 4, arbitrary: fromContract },
    { weight: 1, arbitrary: fc.tuple(key, fc.constantFrom('%00', '1&limit=2', '1e3', '0x1F', '-1', 'x'.repeat(5000), '%E0%A4%A', '[]', '')).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: fc.tuple(key, fc.string({ maxLength: 12 })).map(([k, v]) => `${k}=${encodeURIComponent(v)}&${k}=${encodeURIComponent(v)}`) },
  );
}

/** Requests to one route of the catalog, with its path parameters, body, encoding, credentials and Idempotency-Key. */
export function requestArbitrary(
  endpoint: Endpoint,
  options: { hints: FieldHints; params: Record<string, readonly string[]>; actors: readonly string[] },
): Arbitrary<FuzzRequest> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const params = fc.tuple(...names.map((name) => paramArbitrary(name, options.params)));
  const schema = endpoint.body ? jsonSchemaOf(endpoint.body) : null;
  const query = queryArbitrary(endpoint.query ? jsonSchemaOf(endpoint.query) : null, options.hints);
  const body = bodyArbitrary(schema, options.hints).chain(({ text, shape }) => onTheWire(text).map((wire) => ({ ...wire, shape: `${shape}, ${wire.shape}` })));
  const as = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...options.actors) }, { weight: 1, arbitrary: fc.constantFrom(null, 'garbage', 'revoked') });
  const key = fc.option(fc.oneof(fc.uuid(), fc.constantFrom('same-key', 'x'.repeat(200), 'x'.repeat(201), ' ')), { freq: 3 });
  return fc.tuple(params, body, as, key, query).map(([values, wire, actor, idempotencyKey, search]) => {
    let path = `/api${endpoint.path}`;
    names.forEach((name, i) => {
      path = path.replace(`:${name}`, values[i] ?? '');
    });
    if (endpoint.query && search) {
      path = `${path}?${search}`;
    }
    const sendsBody = endpoint.method !== 'get';
    return {
      method: endpoint.method.toUpperCase(),
      path,
      as: actor,
      headers: { ...(sendsBody ? wire.headers : {}), ...(idempotencyKey !== null ? { 'Idempotency-Key': idempotencyKey } : {}) },
      body: sendsBody ? wire.body : null,
      shape: sendsBody ? wire.shape : 'no body',
    };
  });
}
