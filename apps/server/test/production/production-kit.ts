import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, useTestWorld, type Engine, type TestApp } from '../databases.ts';

export type Role = 'anonymous' | 'public' | 'member' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

export interface ProductionKit {
  t: TestApp;
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  ids: Record<Exclude<Role, 'anonymous'>, number>;
  operations: Operation[];
  call(method: Method, url: string, as: Role, payload?: string | object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Like `call`, on a new session of the same account, so the kit's own session survives sign-out. */
  callWithSpareSession(method: Method, url: string, as: Exclude<Role, 'anonymous'>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The operations of the served OpenAPI document, the way a client would read them. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      parameters: (op.parameters ?? []) as Parameter[],
      body: (op.requestBody?.content?.['application/json']?.schema ?? null) as JsonSchema | null,
    })),
  );
}

type Cast = Pick<ProductionKit, 'tokens' | 'ids' | 'operations'>;
type Requests = Pick<ProductionKit, 'call' | 'callWithSpareSession'>;

const credentials = { admin: ['admin', 'adminpass'], member: ['member', 'secret1'], public: ['fan', 'secret1'] } as const;

function requests(
  app: () => TestApp,
  tokens: () => ProductionKit['tokens'],
): Requests & { login(username: string, password: string): Promise<string> } {
  const call = (method: Method, url: string, as: Role, payload?: string | object, headers: Record<string, string> = {}) =>
    app().app.inject({
      method,
      url,
      payload,
      headers: {
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(as !== 'anonymous' ? { authorization: `Bearer ${tokens()[as]}` } : {}),
        ...headers,
      },
    });
  const login = async (username: string, password: string) => {
    const res = await call('POST', '/api/auth/login', 'anonymous', { username, password });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
    return res.json().token as string;
  };
  const callWithSpareSession = async (method: Method, url: string, as: Exclude<Role, 'anonymous'>) => {
    const [username, password] = credentials[as];
    const spare = await login(username, password);
    return app().app.inject({ method, url, headers: { authorization: `Bearer ${spare}` } });
  };
  return { call, login, callWithSpareSession };
}

/** The administrator, the member and the public account on the app `t`, signed in, and its OpenAPI operations. */
async function makeCast(t: TestApp): Promise<Cast> {
  const tokens = {} as ProductionKit['tokens'];
  const { call, login } = requests(
    () => t,
    () => tokens,
  );
  await t.app.services.accounts.ensureFirstAdmin('admin', 'adminpass');
  tokens.admin = await login('admin', 'adminpass');
  for (const [username, user_type] of [
    ['member', 'member'],
    ['fan', 'public'],
  ] as const) {
    const made = await call('POST', '/api/auth/register', 'admin', { username, password: 'secret1', user_type });
    if (made.statusCode !== 200) throw new Error(`register ${username}: ${made.body}`);
  }
  tokens.member = await login('member', 'secret1');
  tokens.public = await login('fan', 'secret1');
  const operations = operationsOf((await call('GET', '/api/docs', 'anonymous')).json());
  const ids = {} as ProductionKit['ids'];
  for (const role of ['admin', 'member', 'public'] as const) ids[role] = (await call('GET', '/api/profile', role)).json().id;
  return { tokens, ids, operations };
}

/** A fresh app with an administrator, a member and a public account signed in, and its OpenAPI operations. */
export async function productionKit(engine: Engine, settings: Record<string, string> = {}): Promise<ProductionKit> {
  const t = await buildTestApp(engine, { settings });
  const cast = await makeCast(t);
  const { call, callWithSpareSession } = requests(
    () => t,
    () => cast.tokens,
  );
  return { t, ...cast, call, callWithSpareSession, close: () => t.close() };
}

/**
 * The kit's app for a describe block, put back before every test to the moment the accounts were made (see
 * useTestWorld): each test makes the rows it needs. Read its fields in hooks and tests.
 */
export function useProductionKit(engine: Engine, settings: Record<string, string> = {}): ProductionKit {
  const world = useTestWorld(engine, { settings }, makeCast);
  const { call, callWithSpareSession } = requests(
    () => world,
    () => world.given.tokens,
  );
  return {
    get t() {
      return world;
    },
    get tokens() {
      return world.given.tokens;
    },
    get ids() {
      return world.given.ids;
    },
    get operations() {
      return world.given.operations;
    },
    call,
    callWithSpareSession,
    close: async () => {},
  };
}

/** Tables that change as a side effect of any request: sign-in and posting bookkeeping and the provider cache. */
const BOOKKEEPING = new Set(['sessions', 'rate_limits', 'token_buckets', 'provider_cache', 'live_stream_tickets']);

/** Row count and a digest of the contents of every other table, to prove a run stored nothing. */
export async function tableDigest(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.database.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = await t.database.query<{ n: string; md5: string | null }>(
      `select count(*)::text as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as md5 from "${name}" x`,
    );
    digest[name] = `${row!.n}:${row!.md5}`;
  }
  return digest;
}
