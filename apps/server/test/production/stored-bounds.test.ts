import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@team7790/shared/http/errors';
import { engines } from '../databases.ts';
import { productionKit, type JsonSchema, type Operation, type ProductionKit } from './production-kit.ts';

/**
 * Every whole number and every time a request can carry, bounded to what the database stores: a PostgreSQL integer
 * column takes up to 2^31 - 1 and a timestamp or date no year 0, so 2^31 or year 0000 reaching a query fails it
 * (a 500). Read from the served API document, as a client would, so a field added later is probed too; nested
 * fields (array items, objects inside objects, a union's first form) included, in bodies, paths and queries.
 */

const PAST_INT4 = 2 ** 31;
const YEAR_ZERO_TIME = '0000-01-01T00:00:00Z';
const YEAR_ZERO_DATE = '0000-01-01';
const FULL_DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/**
 * Fields whose stored domain is wider than a PostgreSQL integer, and the first value past it. Only these may take 2^31;
 * each with why.
 */
const WIDER: Record<string, { value: number; why: string }> = {
  // The live event log's ids are bigserial, read as JavaScript numbers: its domain ends at 2^53 - 1.
  'query:last_event_id': { value: 2 ** 53, why: 'bigserial event ids' },
};
/** Numbers a request may carry that no query reads, each with why (a probe of them would prove nothing). */
const NOT_STORED: Record<string, string> = {
  'body.expirationTime': "the browser's own PushSubscription field, in milliseconds since 1970; never stored",
  'body.subscription.expirationTime': "the browser's own PushSubscription field, in milliseconds since 1970; never stored",
};

interface Target {
  /** `path:id`, `query:limit`, or `body.a.0.b` (array items at index 0). */
  name: string;
  where: 'path' | 'query' | 'body';
  /** Within the body: the keys and indexes down to the field. */
  at: (string | number)[];
  value: unknown;
}

/** The forms a schema may take (a union's, or itself). */
const formsOf = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];
/** The form a sample takes: a union's first that is not null. */
const firstForm = (schema: JsonSchema): JsonSchema => formsOf(schema).find((s) => s.type !== 'null') ?? schema;

/** The value to probe a field with, or null when it is not a number or a time. */
function probeOf(schema: JsonSchema, name: string): unknown {
  if (name in NOT_STORED) return null;
  const forms = formsOf(schema);
  if (forms.some((s) => s.type === 'integer' || s.type === 'number')) return WIDER[name]?.value ?? PAST_INT4;
  if (forms.some((s) => s.type === 'string' && s.format === 'date-time')) return YEAR_ZERO_TIME;
  if (forms.some((s) => s.type === 'string' && s.pattern && new RegExp(s.pattern).test('2026-03-01') && FULL_DATE.test(s.pattern)))
    return YEAR_ZERO_DATE;
  return null;
}

/** Every number and time inside a body schema, with the keys down to it. */
function bodyTargets(schema: JsonSchema, at: (string | number)[] = []): Target[] {
  const name = ['body', ...at.filter((k) => typeof k === 'string')].join('.');
  const value = at.length ? probeOf(schema, name) : null;
  if (value !== null) return [{ name, where: 'body', at, value }];
  const form = firstForm(schema);
  if (form.type === 'array' && form.items) return bodyTargets(form.items, [...at, 0]);
  if (form.type === 'object') return Object.entries(form.properties ?? {}).flatMap(([key, prop]) => bodyTargets(prop, [...at, key]));
  return [];
}

/** Text a string field takes, as far as its pattern and length say. */
function sampleText(schema: JsonSchema, key: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return '2026-03-01T12:00:00.000Z';
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://push.example.com/x';
  const candidates = ['2026-03-01', '18:00', '#123456', '2025milac_qm1', '2025milac', '2025fim', 'general', 'dm_1_2', 'qm1', '7790'];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const found = pattern && candidates.find((c) => pattern.test(c));
  if (found) return found;
  // Text whose rules the document cannot show (a refinement or a transform): named by its key.
  if (key === 'topics') return 'team:7790';
  if (/team/.test(key)) return '7790';
  if (/key|auth/.test(key)) return 'A'.repeat(Math.max(schema.minLength ?? 1, 88));
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A value the schema takes (as far as a generator without the server's refinements can tell), every field present. */
function sampleOf(schema: JsonSchema, key = ''): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const form = firstForm(schema);
  if (form !== schema) return sampleOf(form, key);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items ?? {}, key));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleOf(v, k)]));
    case 'string':
      return sampleText(schema, key);
    default:
      return schema.default ?? 'x';
  }
}

function withValue(sample: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** The path with every parameter filled (a number that names no row, or text its pattern takes), one of them probed. */
function pathOf(op: Operation, probe?: Target): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (probe?.where === 'path' && probe.name === `path:${name}`) return encodeURIComponent(String(probe.value));
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    const form = firstForm(schema);
    // An id names no row; a number with a smaller domain (a team, a season) takes a value inside it.
    if (form.type === 'integer' || form.type === 'number') return String((form.maximum ?? Infinity) > 987654 ? 987654 : sampleOf(form));
    return encodeURIComponent(sampleText(form, name));
  });
}

interface Probe {
  label: string;
  target: Target;
  method: Operation['method'];
  url: string;
  body?: unknown;
}

function probesOf(op: Operation): Probe[] {
  const targets: Target[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const name = `${p.in}:${p.name}`;
    const value = probeOf(p.schema, name);
    if (value !== null) targets.push({ name, where: p.in, at: [p.name], value });
  }
  if (op.body) targets.push(...bodyTargets(op.body));
  const sample = op.body ? sampleOf(op.body) : undefined;
  return targets.map((target) => {
    const query = op.parameters
      .filter((p) => p.in === 'query' && (p.required || `query:${p.name}` === target.name))
      .map((p) => `${p.name}=${encodeURIComponent(String(`query:${p.name}` === target.name ? target.value : sampleOf(p.schema, p.name)))}`);
    return {
      label: `${op.method} ${op.path} ${target.name}=${JSON.stringify(target.value)}`,
      target,
      method: op.method,
      url: pathOf(op, target) + (query.length ? `?${query.join('&')}` : ''),
      body: target.where === 'body' ? withValue(sample, target.at, target.value) : sample,
    };
  });
}

/** The field an answer names, as the error shape or a delivery's refused save gives it; why it is not a refusal otherwise. */
function refusalOf(res: LightMyRequestResponse, probe: Probe): { field?: string } | string {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without JSON: ${res.body.slice(0, 120)}`;
  }
  if (res.statusCode === 400) {
    const shape = errorResponse.safeParse(body);
    if (!shape.success || !shape.data.error) return `400 not in the error shape: ${res.body.slice(0, 200)}`;
    return { field: shape.data.field };
  }
  // A delivery answers each save on its own: the probed one refused, in the error shape's terms.
  const results = (body as { results?: { status: string; error?: string; code?: string; field?: string }[] }).results;
  const index = probe.target.at[1];
  if (res.statusCode === 200 && Array.isArray(results) && typeof index === 'number') {
    const result = results[index];
    if (result?.status !== 'refused' || !result.error || !result.code) return `200 with the save ${result?.status ?? 'unanswered'}`;
    return { field: result.field === undefined ? undefined : [...probe.target.at.slice(0, 2), result.field].join('.') };
  }
  return `${res.statusCode}: ${res.body.slice(0, 200)}`;
}

describe.each(engines)('every number and time a request carries is bounded to what the database stores (%s)', (engine) => {
  let k: ProductionKit;
  beforeAll(async () => {
    k = await productionKit(engine);
  });
  afterAll(() => k.close());

  it('answers 2^31 and year 0000 in every such field of every operation with a 400 naming the field, never a 500', async () => {
    const probes = k.operations.flatMap(probesOf);
    const failures: string[] = [];
    const named = new Set<string>();
    for (const probe of probes) {
      // The administrator passes every role check, so each probe reaches the route's own validation.
      const res = await k.call(probe.method, probe.url, 'admin', probe.body as object | undefined);
      const refusal = refusalOf(res, probe);
      if (typeof refusal === 'string') failures.push(`${probe.label} -> ${refusal}`);
      else {
        const expected = probe.target.where === 'body' ? probe.target.at.join('.') : probe.target.at[0];
        if (refusal.field === expected) named.add(probe.target.name);
        else failures.push(`${probe.label} -> 400 naming ${refusal.field ?? 'no field'}, not ${expected}`);
      }
    }
    expect(failures).toEqual([]);
    // The walk found what it must: the fields a crafted save or message once broke the server with among them.
    for (const name of [
      'body.reports.form_version',
      'body.reports.scouted_by',
      'body.reports.opened_at',
      'body.reports.submitted_at',
      'body.members',
      'body.user_id',
      'query:last_event_id',
      'body.due_date',
      'path:id',
    ]) {
      expect(named, name).toContain(name);
    }
    expect(probes.length).toBeGreaterThan(100);
  });
});
