import type { JsonSchema, Method, Operation } from './production-kit.ts';

/** One malformed, oversized or hostile request derived from an operation's schemas. */
export interface BadRequest {
  label: string;
  method: Method;
  url: string;
  /** Raw text, sent as application/json. */
  body?: string;
  /** Answers other than 4xx are allowed for reads: a hostile search term may well find nothing. */
  mayPass: boolean;
}

const LONG = 'x'.repeat(100_000);
export const HOSTILE_STRINGS = [
  "' OR '1'='1'; DROP TABLE users; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  'nul\u0000byte',
  'lone \ud800 surrogate \u202e\ufeff\u0301 😀',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}%00%27',
  '9'.repeat(30),
  '-1',
  '1e309',
  'NaN',
  'dm_1_9999999999',
  '2147483648',
  '',
  ' ',
];

/** A value the schema accepts, as far as a generator without the server's refinements can tell. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sampleOf(choice);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  const p = schema.pattern ?? '';
  if (schema.format === 'date-time') return '2026-03-01T12:00:00.000Z';
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (p.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-03-01';
  if (p.includes('[0-5]\\d')) return '18:00';
  if (p.includes('#')) return '#123456';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Whether a text could pass the field's own rules (a hostile text may be a valid username). Empty text often means "none". */
function fits(schema: JsonSchema, value: string): boolean {
  if (value.trim() === '') return true;
  if (schema.enum) return schema.enum.includes(value);
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

/** A value of the wrong JSON type for the schema. */
function wrongTypeOf(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: [1, 2] };
  }
}

/** Percent-encodes, turning a lone surrogate into bytes that are not UTF-8 at all. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80%FF`;
  }
}

/** A path whose parameters point at nothing that exists, so no valid-looking request touches stored data. */
function fillPath(op: Operation, override: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name in override) return encode(override[name]!);
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.type === 'integer' || schema?.type === 'number' ? '987654' : 'zz-missing';
  });
}

/** Every bad request for one operation. */
export function badRequests(op: Operation): BadRequest[] {
  const out: BadRequest[] = [];
  const read = op.method === 'GET';
  const add = (label: string, url: string, body?: unknown, raw = false) =>
    out.push({ label, method: op.method, url, body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body), mayPass: read });

  const base = fillPath(op);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  for (const param of pathParams) {
    for (const value of [...HOSTILE_STRINGS.filter(Boolean), '1.5', 'true', '%', 'a/b', LONG.slice(0, 2_000)]) {
      add(`path ${param.name}=${JSON.stringify(value.slice(0, 30))}`, fillPath(op, { [param.name]: value }));
    }
  }

  const query = op.parameters.filter((p) => p.in === 'query');
  const sampleQuery = query.filter((p) => p.required).map((p) => `${p.name}=${encode(String(sampleOf(p.schema)))}`);
  for (const param of query) {
    const others = sampleQuery.filter((q) => !q.startsWith(`${param.name}=`));
    const values = [...HOSTILE_STRINGS, LONG];
    for (const value of values) {
      add(`query ${param.name}=${JSON.stringify(value.slice(0, 30))}`, `${base}?${[...others, `${param.name}=${encode(value)}`].join('&')}`);
    }
    add(`query ${param.name} twice`, `${base}?${[...others, `${param.name}=a`, `${param.name}=b`].join('&')}`);
    add(`query ${param.name}[x]`, `${base}?${[...others, `${param.name}[x]=1`].join('&')}`);
  }
  if (query.some((p) => p.required)) add('query missing', base);

  if (op.body) {
    const schema = op.body;
    const sample = sampleOf(schema) as Record<string, unknown>;
    add('body not JSON', base, '{"unterminated": ', true);
    for (const top of [[], 'text', 12, null, true]) add(`body ${JSON.stringify(top)}`, base, top);
    // Prototype pollution: Fastify's JSON parser must refuse these keys outright.
    add('body __proto__', base, `{"__proto__": {"isAdmin": true, "is_admin": true}, ${JSON.stringify(sample).slice(1)}`, true);
    add('body constructor.prototype', base, `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(sample).slice(1)}`, true);
    add('body 2 MB', base, { ...sample, padding: 'x'.repeat(2 * 1024 * 1024) });
    const required = schema.required ?? [];
    if (required.length > 0) {
      add('body missing required, with privileged extras', base, { is_admin: true, user_id: 1, user_type: 'member', role: 'admin' });
    }
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      add(`body ${name} wrong type`, base, { ...sample, [name]: wrongTypeOf(prop) });
      if (prop.type === 'string' || prop.enum || prop.pattern) {
        // Hostile text goes where it cannot be valid; free text gets the NUL that PostgreSQL cannot store.
        const hostile = prop.enum || prop.pattern || prop.format ? HOSTILE_STRINGS.filter((v) => !fits(prop, v)) : ['nul\u0000byte'];
        for (const value of [...hostile, LONG]) add(`body ${name}=${JSON.stringify(value.slice(0, 30))}`, base, { ...sample, [name]: value });
      }
      if (prop.type === 'integer') {
        const outside = [
          1.5,
          1e300,
          2 ** 53 + 2,
          ...(prop.minimum !== undefined ? [prop.minimum - 1] : []),
          ...(prop.maximum !== undefined ? [prop.maximum + 1] : []),
        ];
        // Within the schema but beyond any PostgreSQL integer id: must be "not found", never a failed query.
        if ((prop.maximum ?? Infinity) > 2 ** 31) outside.push(2 ** 31);
        for (const value of outside) add(`body ${name}=${value}`, base, { ...sample, [name]: value });
      }
      if (prop.type === 'array')
        add(`body ${name} 100k items`, base, { ...sample, [name]: Array.from({ length: 100_000 }, () => sampleOf(prop.items)) });
    }
  }
  return out;
}
