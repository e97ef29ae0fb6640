import { randomUUID } from 'node:crypto';
import { ACCESS_COOKIE } from '../../src/platform/auth/auth-constants.ts';
import { fillPath, type Operation, type Parameter } from './openapi-operations.ts';
import type { Random } from './seeded-random.ts';
import {
  AWKWARD_STRINGS,
  outOfRangeValues,
  sizeValues,
  typesOf,
  validValue,
  wrongTypeValues,
  type JsonSchema,
  type ValueSources,
} from './schema-values.ts';

/** One request to send. The caller's session and CSRF header are added by the runner unless the case says no. */
export type FuzzCase = {
  category: string;
  /** What was wrong with it, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The case is about the CSRF header being absent. */
  withoutCsrf?: boolean;
  /** The case carries its own Cookie header (garbage sessions) instead of the caller's. */
  cookie?: string;
};

export type CaseContext = { random: Random; sources: ValueSources; bodyLimit: number };

type Baseline = { pathValues: Record<string, string>; query: [string, string][]; body: unknown };

const JSON_TYPE = 'application/json';

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A request the schema would accept: the starting point every case breaks in one way. */
function baselineOf(operation: Operation, { random, sources }: CaseContext): Baseline {
  const pathValues = Object.fromEntries(
    operation.pathParameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(queryValue(validValue(parameter.schema, random, sources, parameter.name))),
    ]),
  );
  const query = operation.queryParameters
    .filter((parameter) => parameter.required || random.chance(0.3))
    .map((parameter): [string, string] => [parameter.name, queryValue(validValue(parameter.schema, random, sources, parameter.name))]);
  const body = operation.body ? validValue(operation.body.schema, random, sources) : {};
  return { pathValues, query, body };
}

function encodeQuery(query: readonly [string, string][]): string {
  return query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

function urlOf(operation: Operation, baseline: Baseline, rawQuery?: string): string {
  const path = fillPath(operation.path, baseline.pathValues);
  const query = rawQuery ?? encodeQuery(baseline.query);
  return query ? `${path}?${query}` : path;
}

function jsonCase(operation: Operation, baseline: Baseline, category: string, label: string, body: unknown): FuzzCase {
  return {
    category,
    label,
    method: operation.method,
    url: urlOf(operation, baseline),
    headers: { 'content-type': JSON_TYPE },
    payload: JSON.stringify(body),
  };
}

function rawCase(
  operation: Operation,
  baseline: Baseline,
  category: string,
  label: string,
  payload: string | Buffer | undefined,
  contentType: string | undefined,
): FuzzCase {
  return {
    category,
    label,
    method: operation.method,
    url: urlOf(operation, baseline),
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    ...(payload === undefined ? {} : { payload }),
  };
}

type FieldPath = { path: (string | number)[]; schema: JsonSchema; required: boolean };

/** Every field of the body schema, nested objects and array items included. */
function fieldsOf(schema: JsonSchema, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 4) return [];
  const fields: FieldPath[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    fields.push({ path, schema: property, required: (schema.required ?? []).includes(name) });
    fields.push(...fieldsOf(property, path, depth + 1));
    if (property.items) fields.push(...fieldsOf(property.items, [...path, 0], depth + 1));
    for (const branch of [...(property.anyOf ?? []), ...(property.oneOf ?? [])]) fields.push(...fieldsOf(branch, path, depth + 1));
  }
  return fields;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> =
    target !== null && typeof target === 'object' ? (target as Record<string | number, unknown>) : {};
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

function deleteAt(target: unknown, path: (string | number)[]): void {
  let node = target as Record<string | number, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined;
  if (node && typeof node === 'object') delete node[path.at(-1)!];
}

/** A field to break (a made-up one when the body declares none). */
function pickField(operation: Operation, random: Random): FieldPath {
  const fields = operation.body ? fieldsOf(operation.body.schema) : [];
  return fields.length > 0 ? random.pick(fields) : { path: ['field'], schema: { type: 'string' }, required: false };
}

function withField(baseline: Baseline, field: FieldPath, value: unknown): unknown {
  return setAt(structuredClone(baseline.body), field.path, value);
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}... (${text.length} chars)` : text;
}

type CaseMaker = (operation: Operation, context: CaseContext, baseline: Baseline) => FuzzCase;

const bodyFieldCase =
  (category: string, values: (schema: JsonSchema) => readonly unknown[]): CaseMaker =>
  (operation, { random }, baseline) => {
    const field = pickField(operation, random);
    const value = random.pick(values(field.schema));
    return jsonCase(operation, baseline, category, `${field.path.join('.')} = ${describeValue(value)}`, withField(baseline, field, value));
  };

/** JSON text with raw bytes spliced into a string value: what a broken client or a proxy sends. */
const INVALID_UTF8: readonly [string, number[]][] = [
  ['0xFF', [0xff]],
  ['overlong "/" C0 AF', [0xc0, 0xaf]],
  ['overlong NUL C0 80', [0xc0, 0x80]],
  ['encoded surrogate ED A0 80', [0xed, 0xa0, 0x80]],
  ['truncated E2 82', [0xe2, 0x82]],
  ['5-byte F8 88 80 80 80', [0xf8, 0x88, 0x80, 0x80, 0x80]],
  ['raw NUL', [0x00]],
  ['raw control 0x01', [0x01]],
  ['lone continuation 0x80', [0x80]],
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '// comment\n{}',
  '/* c */{}',
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  ' ',
  '\ufeff{}',
  '{"a":"\\u12"}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  'undefined',
  '{"a":1e99999}',
  '{"a":-}',
  '{"a":0001}',
  '{"a":"unterminated}',
  '{"a"\t:\t"tab",\n"b" : 1 }',
  '{a:1}',
  '{"a":01.5}',
  '"just a string"',
  'true',
  '12345678901234567890123456789',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
];

const CONTENT_TYPES: readonly [string | undefined, (json: string) => string | Buffer | undefined][] = [
  ['text/plain', (json) => json],
  ['text/plain; charset=utf-8', () => 'hello'],
  ['application/x-www-form-urlencoded', () => 'firstName=Ann&lastName=Lee&email=a%40b.example'],
  ['application/x-www-form-urlencoded', () => ''],
  [
    'multipart/form-data; boundary=----fuzz',
    () => '------fuzz\r\nContent-Disposition: form-data; name="field"\r\n\r\nvalue\r\n------fuzz--\r\n',
  ],
  ['multipart/form-data', () => '--x\r\n\r\n--x--'],
  [undefined, (json) => json],
  [undefined, () => undefined],
  ['application/json; charset=utf-16le', (json) => Buffer.from(json, 'utf16le')],
  ['application/json; charset=iso-8859-1', (json) => json],
  ['application/xml', () => '<?xml version="1.0"?><a>1</a>'],
  ['application/json-patch+json', () => '[{"op":"replace","path":"/a","value":1}]'],
  ['application/merge-patch+json', (json) => json],
  ['application/vnd.api+json', (json) => json],
  ['application/problem+json', (json) => json],
  ['text/json', (json) => json],
  ['application/javascript', () => 'alert(1)'],
  ['application/octet-stream', () => Buffer.from([0, 1, 2, 255, 254])],
  ['image/png', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['a/b/c', (json) => json],
  ['application/', (json) => json],
  [';;;', (json) => json],
  ['*/*', (json) => json],
  ['APPLICATION/JSON', (json) => json],
  ['application/json;', (json) => json],
  ['application/json; boundary=x; charset=utf-8; q=0.5', (json) => json],
  [JSON_TYPE, () => ''],
  ['x'.repeat(2000), (json) => json],
];

const PATH_GARBAGE: readonly ((uuid: string) => string)[] = [
  () => 'not-a-uuid',
  () => '..',
  () => '%2E%2E',
  () => '..%2F..%2F..%2Fetc%2Fpasswd',
  () => '%2F',
  () => 'a%2Fb',
  () => '%5C..%5C',
  () => '%00',
  (uuid) => `${uuid}%00`,
  () => '%C0%AF',
  () => '%E0%80%AF',
  () => '%ED%A0%80',
  () => '%FF',
  () => '%',
  () => '%zz',
  () => '%u0041',
  () => 'x'.repeat(101),
  () => 'x'.repeat(5000),
  () => '%20',
  (uuid) => `${uuid}%20`,
  () => encodeURIComponent('💥'),
  () => '-1',
  () => '0',
  () => '99999999999999999999',
  () => 'null',
  () => 'undefined',
  () => '%7Bid%7D',
  () => ':id',
  () => '*',
  (uuid) => uuid.toUpperCase(),
  () => '00000000-0000-0000-0000-000000000000',
  () => 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  (uuid) => uuid.replaceAll('-', ''),
  (uuid) => `%7B${uuid}%7D`,
  (uuid) => `${uuid}.json`,
  (uuid) => `${uuid};x=1`,
  (uuid) => `${uuid}/extra`,
  () => '',
  () => encodeURIComponent("1' OR '1'='1"),
  () => encodeURIComponent('ＡＢＣ'),
  () => '00000000-0000-0000-0000-00000000000g',
];

function queryNames(operation: Operation): string[] {
  const declared = operation.queryParameters.map((parameter) => parameter.name);
  return declared.length > 0 ? declared : ['page', 'q', 'unknown'];
}

const QUERY_GARBAGE: readonly ((name: string) => string)[] = [
  (name) => `${name}=a&${name}=b`,
  (name) => `${name}=1&${name}=1&${name}=1&${name}=1`,
  (name) => `${name}[]=1`,
  (name) => `${name}[0]=1&${name}[1]=2`,
  (name) => `${name}[a]=1`,
  (name) => `${name}.a=1`,
  (name) => `${name}=`,
  (name) => name,
  () => '=value',
  () => '&&&',
  () => '?',
  (name) => `${name}=%00`,
  (name) => `${name}=a%00b`,
  (name) => `${name}=%C0%AF`,
  (name) => `${name}=%zz`,
  (name) => `${name}=%`,
  (name) => `${name}=%ED%A0%80`,
  (name) => `${name}=%FF%FE`,
  (name) => `${name}=${'x'.repeat(50_000)}`,
  () => Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&'),
  () => '__proto__=x',
  () => '__proto__[admin]=true',
  () => 'constructor[prototype][admin]=true',
  () => 'toString=x&hasOwnProperty=y&valueOf=z',
  (name) => `${name}=a;${name}=b`,
  (name) => `${name}=+++`,
  (name) => `${name}=${encodeURIComponent('{"$gt":""}')}`,
  (name) => `${name}=${encodeURIComponent('[1,2,3]')}`,
  (name) => `${encodeURIComponent(name)}%00=1`,
  (name) => `${name}=${encodeURIComponent('\ud800'.replace('\ud800', '\uFFFD'))}`,
];

/** Values of the declared query parameter's schema that it must refuse (or survive). */
function badQueryValues(parameter: Parameter): unknown[] {
  return [
    ...wrongTypeValues(parameter.schema),
    ...outOfRangeValues(parameter.schema),
    ...sizeValues(parameter.schema),
    ...AWKWARD_STRINGS.filter((text) => text.isWellFormed()),
  ];
}

const HEADER_CASES: readonly ((operation: Operation) => Pick<FuzzCase, 'label' | 'headers' | 'withoutCsrf' | 'cookie'>)[] = [
  () => ({ label: 'no CSRF header', headers: {}, withoutCsrf: true }),
  () => ({ label: 'foreign Origin', headers: { origin: 'https://evil.example' } }),
  () => ({ label: 'Origin null', headers: { origin: 'null' } }),
  () => ({ label: 'garbage access cookie', headers: {}, cookie: `${ACCESS_COOKIE}=garbage` }),
  () => ({
    label: 'unsigned JWT (alg none)',
    headers: {},
    cookie: `${ACCESS_COOKIE}=eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.`,
  }),
  () => ({
    label: 'JWT with a forged signature',
    headers: {},
    cookie: `${ACCESS_COOKIE}=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl`,
  }),
  () => ({ label: 'access cookie of 8 KB', headers: {}, cookie: `${ACCESS_COOKIE}=${'a'.repeat(8192)}` }),
  () => ({ label: 'cookie header garbage', headers: {}, cookie: ';;;=;==; =x' }),
  () => ({ label: 'cookie with encoded NUL', headers: {}, cookie: `${ACCESS_COOKIE}=%00` }),
  () => ({ label: 'Accept: text/html', headers: { accept: 'text/html' } }),
  () => ({ label: 'Accept: application/xml only', headers: { accept: 'application/xml' } }),
  () => ({ label: 'long X-Request-Id', headers: { 'x-request-id': 'r'.repeat(1000) } }),
  () => ({ label: 'X-Forwarded-For garbage', headers: { 'x-forwarded-for': 'not-an-ip, ::::, 999.1.1.1' } }),
  () => ({ label: 'Content-Encoding gzip on plain JSON', headers: { 'content-encoding': 'gzip' } }),
  () => ({ label: 'Expect: 100-continue', headers: { expect: '100-continue' } }),
];

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'] as const;

/** Each category breaks the baseline request in one way; case i of an operation uses category i mod n. */
const CATEGORIES: readonly [string, CaseMaker][] = [
  ['body: wrong type', bodyFieldCase('body: wrong type', wrongTypeValues)],
  ['body: out of range', bodyFieldCase('body: out of range', outOfRangeValues)],
  ['body: too long', bodyFieldCase('body: too long', sizeValues)],
  ['body: awkward text', bodyFieldCase('body: awkward text', () => AWKWARD_STRINGS)],
  [
    'body: unknown fields',
    (operation, { random }, baseline) => {
      const body = structuredClone(baseline.body);
      const variant = random.int(0, 3);
      if (variant === 0 && body && typeof body === 'object') {
        (body as Record<string, unknown>)['unexpected'] = 'value';
        return jsonCase(operation, baseline, 'body: unknown fields', 'one unknown field', body);
      }
      if (variant === 1) {
        const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`field${i}`, i]));
        return jsonCase(operation, baseline, 'body: unknown fields', '5,000 unknown fields', { ...(body as object), ...many });
      }
      if (variant === 2) {
        const field = pickField(operation, random);
        return jsonCase(operation, baseline, 'body: unknown fields', `${field.path.join('.')} with an object inside`,
          withField(baseline, field, { unexpected: true, nested: { deeper: [1, 2, 3] } }));
      }
      const json = JSON.stringify(body);
      const inject = '"__proto__":{"isAdmin":true,"role":"super-admin"},"constructor":{"prototype":{"polluted":true}}';
      const text = json.startsWith('{') && json.length > 2 ? `{${inject},${json.slice(1)}` : `{${inject}}`;
      return rawCase(operation, baseline, 'body: unknown fields', '__proto__ and constructor keys', text, JSON_TYPE);
    },
  ],
  [
    'body: missing required',
    (operation, { random }, baseline) => {
      const required = (operation.body ? fieldsOf(operation.body.schema) : []).filter((field) => field.required);
      if (required.length === 0 || random.chance(0.2)) {
        return jsonCase(operation, baseline, 'body: missing required', 'empty object', {});
      }
      const field = random.pick(required);
      const body = structuredClone(baseline.body);
      deleteAt(body, field.path);
      return jsonCase(operation, baseline, 'body: missing required', `without ${field.path.join('.')}`, body);
    },
  ],
  [
    'body: not an object',
    (operation, { random }, baseline) => {
      const text = random.pick(['null', '[]', '"text"', '123', 'true', '[{}]', JSON.stringify([baseline.body]), '0', '-1', '{}']);
      return rawCase(operation, baseline, 'body: not an object', `body ${text.slice(0, 40)}`, text, JSON_TYPE);
    },
  ],
  [
    'body: deep nesting',
    (operation, { random }, baseline) => {
      const depth = random.pick([100, 1000, 10_000, 100_000]);
      const variant = random.int(0, 2);
      if (variant === 0) return rawCase(operation, baseline, 'body: deep nesting', `${depth} nested arrays`, `${'['.repeat(depth)}${']'.repeat(depth)}`, JSON_TYPE);
      if (variant === 1) {
        return rawCase(operation, baseline, 'body: deep nesting', `${depth} nested objects`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, JSON_TYPE);
      }
      const field = pickField(operation, random);
      const json = JSON.stringify(withField(baseline, field, '__DEEP__'));
      const deep = `${'{"a":'.repeat(Math.min(depth, 5000))}1${'}'.repeat(Math.min(depth, 5000))}`;
      return rawCase(operation, baseline, 'body: deep nesting', `${field.path.join('.')} nested ${Math.min(depth, 5000)} deep`,
        json.replace('"__DEEP__"', deep), JSON_TYPE);
    },
  ],
  [
    'body: malformed JSON',
    (operation, { random }, baseline) => {
      if (random.chance(0.3)) {
        const json = JSON.stringify(baseline.body);
        const cut = random.int(1, Math.max(1, json.length - 1));
        return rawCase(operation, baseline, 'body: malformed JSON', `truncated at ${cut}`, json.slice(0, cut), JSON_TYPE);
      }
      const text = random.pick(MALFORMED_JSON);
      return rawCase(operation, baseline, 'body: malformed JSON', JSON.stringify(text).slice(0, 50), text, JSON_TYPE);
    },
  ],
  [
    'body: invalid UTF-8',
    (operation, { random }, baseline) => {
      const fields = (operation.body ? fieldsOf(operation.body.schema) : []).filter((field) => typesOf(field.schema).has('string'));
      const field = fields.length > 0 ? random.pick(fields) : { path: ['field'], schema: {}, required: false };
      const [name, bytes] = random.pick(INVALID_UTF8);
      const [before, after] = JSON.stringify(withField(baseline, field, 'ab__MARK__cd')).split('__MARK__');
      const payload = Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]);
      return rawCase(operation, baseline, 'body: invalid UTF-8', `${field.path.join('.')} with ${name}`, payload, JSON_TYPE);
    },
  ],
  [
    'body: over the limit',
    (operation, { random, bodyLimit }, baseline) => {
      const variant = random.int(0, 2);
      if (variant === 0) {
        return rawCase(operation, baseline, 'body: over the limit', `${bodyLimit + 1} bytes`, `{"a":"${'x'.repeat(bodyLimit)}"}`, JSON_TYPE);
      }
      const base = rawCase(operation, baseline, 'body: over the limit', '', JSON.stringify(baseline.body), JSON_TYPE);
      if (variant === 1) {
        return { ...base, label: 'Content-Length claims 1 GB', headers: { ...base.headers, 'content-length': String(1024 ** 3) } };
      }
      return { ...base, label: 'Content-Length shorter than the body', headers: { ...base.headers, 'content-length': '2' } };
    },
  ],
  [
    'content type',
    (operation, { random }, baseline) => {
      const [type, makeBody] = random.pick(CONTENT_TYPES);
      const payload = makeBody(JSON.stringify(baseline.body));
      return rawCase(operation, baseline, 'content type', `Content-Type ${type === undefined ? '(none)' : type.slice(0, 40)}`, payload, type);
    },
  ],
  [
    'path garbage',
    (operation, { random }, baseline) => {
      const garbage = random.pick(PATH_GARBAGE)(randomUUID());
      const body = operation.body ? JSON.stringify(baseline.body) : undefined;
      const headers: Record<string, string> = body === undefined ? {} : { 'content-type': JSON_TYPE };
      if (operation.pathParameters.length > 0) {
        const parameter = random.pick(operation.pathParameters);
        const broken = { ...baseline, pathValues: { ...baseline.pathValues, [parameter.name]: garbage } };
        return {
          category: 'path garbage',
          label: `${parameter.name} = ${garbage.slice(0, 40)}`,
          method: operation.method,
          url: urlOf(operation, broken),
          headers,
          ...(body === undefined ? {} : { payload: body }),
        };
      }
      const path = random.chance(0.5) ? `${operation.path}/${garbage}` : operation.path.replace(/\/[^/]+$/, `/${garbage}`);
      return {
        category: 'path garbage',
        label: `path ${path.slice(0, 60)}`,
        method: operation.method,
        url: path,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      };
    },
  ],
  [
    'query garbage',
    (operation, { random }, baseline) => {
      const garbage = random.pick(QUERY_GARBAGE)(random.pick(queryNames(operation)));
      const base = encodeQuery(baseline.query);
      const body = operation.body ? JSON.stringify(baseline.body) : undefined;
      return {
        ...rawCase(operation, baseline, 'query garbage', `?${garbage.slice(0, 60)}`, body, body === undefined ? undefined : JSON_TYPE),
        url: urlOf(operation, baseline, base ? `${base}&${garbage}` : garbage),
      };
    },
  ],
  [
    'query: bad values',
    (operation, { random }, baseline) => {
      const parameters = operation.queryParameters.length > 0
        ? operation.queryParameters
        : [{ name: 'page', in: 'query' as const, required: false, schema: { type: 'integer', minimum: 1 } }];
      const parameter = random.pick(parameters);
      const value = random.pick(badQueryValues(parameter));
      const pairs: [string, string][] = Array.isArray(value)
        ? value.slice(0, 200).map((item) => [parameter.name, queryValue(item)])
        : [[parameter.name, queryValue(value)]];
      const query = [...baseline.query.filter(([key]) => key !== parameter.name), ...pairs];
      const body = operation.body ? JSON.stringify(baseline.body) : undefined;
      return {
        ...rawCase(operation, baseline, 'query: bad values', `${parameter.name} = ${describeValue(value)}`, body, body === undefined ? undefined : JSON_TYPE),
        url: urlOf(operation, baseline, encodeQuery(query)),
      };
    },
  ],
  [
    'headers',
    (operation, { random }, baseline) => {
      const header = random.pick(HEADER_CASES)(operation);
      const body = operation.body ? JSON.stringify(baseline.body) : undefined;
      const base = rawCase(operation, baseline, 'headers', header.label, body, body === undefined ? undefined : JSON_TYPE);
      return { ...base, ...header, headers: { ...base.headers, ...header.headers } };
    },
  ],
  [
    'method',
    (operation, { random }, baseline) => {
      const method = random.pick(OTHER_METHODS.filter((other) => other !== operation.method));
      const body = method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(baseline.body);
      return { ...rawCase(operation, baseline, 'method', `${method} instead of ${operation.method}`, body, body === undefined ? undefined : JSON_TYPE), method };
    },
  ],
];

/** The names of the categories, in the order cases cycle through them. */
export const CATEGORY_NAMES = CATEGORIES.map(([name]) => name);

/** The `index`-th bad request for the operation (deterministic for a given random stream). */
export function badRequest(operation: Operation, index: number, context: CaseContext): FuzzCase {
  const baseline = baselineOf(operation, context);
  const [, make] = CATEGORIES[index % CATEGORIES.length]!;
  return make(operation, context, baseline);
}
