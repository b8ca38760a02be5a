import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** The parts of JSON Schema that z.toJSONSchema emits for the contracts' request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
}

/**
 * Values a field name suggests, so that a good share of generated bodies pass validation and reach
 * the service and the database (an e-mail, a date-time with offset, a zone, a link, an id).
 */
export type FieldHints = Record<string, Arbitrary<unknown>>;

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\t', '\n', '\r', '\u2028', '\ud800', '\uffff');

/** Text as people and attackers type it: every plane of Unicode, control characters, markup, SQL. */
export const hostileText = (maxLength: number): Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 60) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 60) }) },
    { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 })).map(([a, c, b]) => `${a}${c}${b}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "'; DROP TABLE users; --",
        '<img src=x onerror=alert(1)>',
        '{{7*7}}',
        '../../etc/passwd',
        '%00',
        ' ',
        '',
        '   padded   ',
        '__proto__',
        'null',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: maxLength - 2, max: maxLength + 2 }).filter((n) => n >= 0).map((n) => 'x'.repeat(n)) },
  );

/** A value of any JSON type: what a field gets when the client sends the wrong type. */
export const anyJson: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2147483648, -1, 0, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 1.5),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) {
    return schema.type;
  }
  return schema.type ? [schema.type] : [];
}

/** A value the schema describes, mostly; hints and hostile text make sure both sides of validation are hit. */
export function valueFor(schema: JsonSchema, name: string, hints: FieldHints): Arbitrary<unknown> {
  const hint = hints[name];
  const own = schemaValue(schema, name, hints);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 2, arbitrary: own }) : own;
}

function schemaValue(schema: JsonSchema, name: string, hints: FieldHints): Arbitrary<unknown> {
  if (schema.anyOf) {
    return fc.oneof(...schema.anyOf.map((part) => schemaValue(part, name, hints)));
  }
  if (schema.const !== undefined) {
    return fc.constant(schema.const);
  }
  if (schema.enum) {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
  }
  const choices = typesOf(schema).map((type): Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return hostileText(schema.maxLength ?? 300);
      case 'integer':
        return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 1000) }), fc.constantFrom(2147483647, 2147483648, 0, -1));
      case 'number':
        return fc.oneof(fc.double({ noNaN: true }), fc.integer());
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'object':
        return objectFor(schema, hints);
      default:
        return anyJson;
    }
  });
  return choices.length > 0 ? fc.oneof(...choices) : anyJson;
}

/** An object of the schema's properties: required ones usually present, optional ones sometimes. */
export function objectFor(schema: JsonSchema, hints: FieldHints): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, inner]) => {
    const presence = required.has(key) ? fc.nat(19).map((n) => n > 0) : fc.boolean();
    return fc.tuple(fc.constant(key), presence, valueFor(inner, key, hints));
  });
  return fc.tuple(...entries).map((fields) => Object.fromEntries(fields.filter(([, present]) => present).map(([key, , value]) => [key, value])));
}
