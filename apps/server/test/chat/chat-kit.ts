import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, useTestWorld, type Engine, type TestApp, type TestAppOptions } from '../databases.ts';

export type Role = 'coach' | 'mentor' | 'ana' | 'ben' | 'cy' | 'fan';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A fresh app with a cast: coach and mentor are administrators, ana, ben and cy members,
 * fan a public account.
 */
export interface ChatKit {
  t: TestApp;
  ids: Record<Role, number>;
  tokens: Record<Role, string>;
  call(method: Method, url: string, as?: Role, payload?: object): Promise<LightMyRequestResponse>;
  /** Like `call` but fails the test on a non-2xx answer, returning the JSON. */
  ok<T = any>(method: Method, url: string, as?: Role, payload?: object): Promise<T>;
  close(): Promise<void>;
}

type Cast = Pick<ChatKit, 'ids' | 'tokens'>;

/** The cast on the app `t`: made once, since each of its twelve password hashes costs about 100 ms. */
async function makeCast(t: TestApp): Promise<Cast> {
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  const { ok } = requests(
    () => t,
    () => tokens,
  );
  await t.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
  tokens.coach = (await ok('POST', '/api/auth/login', undefined, { username: 'coach', password: 'coachpass' })).token;
  const cast: [Role, object][] = [
    ['mentor', { is_admin: true, user_type: 'member' }],
    ['ana', { user_type: 'member' }],
    ['ben', { user_type: 'member' }],
    ['cy', { user_type: 'member' }],
    ['fan', { user_type: 'public' }],
  ];
  for (const [name, body] of cast) {
    ids[name] = (await ok('POST', '/api/auth/register', 'coach', { username: name, password: 'secret1', ...body })).user.id;
    tokens[name] = (await ok('POST', '/api/auth/login', undefined, { username: name, password: 'secret1' })).token;
  }
  ids.coach = (await ok('GET', '/api/profile', 'coach')).id;
  return { ids, tokens };
}

function requests(app: () => TestApp, tokens: () => Record<Role, string>): Pick<ChatKit, 'call' | 'ok'> {
  const call = (method: Method, url: string, as?: Role, payload?: object) =>
    app().app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${tokens()[as]}` } : {} });
  const ok = async (method: Method, url: string, as?: Role, payload?: object) => {
    const res = await call(method, url, as, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} as ${as}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return { call, ok };
}

/** A fresh app with the cast, of its own (for tests that need a whole app to themselves). */
export async function chatKit(engine: Engine, options: TestAppOptions = {}): Promise<ChatKit> {
  const t = await buildTestApp(engine, options);
  const { ids, tokens } = await makeCast(t);
  return {
    t,
    ids,
    tokens,
    ...requests(
      () => t,
      () => tokens,
    ),
    close: () => t.close(),
  };
}

/**
 * The cast's app for a describe block, put back before every test to the moment the cast was made (see
 * useTestWorld): each test makes the channels, groups and messages it needs. Read its fields in hooks and tests.
 */
export function useChatKit(engine: Engine, options: TestAppOptions = {}): ChatKit {
  const world = useTestWorld(engine, options, makeCast);
  return {
    get t() {
      return world;
    },
    get ids() {
      return world.given.ids;
    },
    get tokens() {
      return world.given.tokens;
    },
    ...requests(
      () => world,
      () => world.given.tokens,
    ),
    close: async () => {},
  };
}
