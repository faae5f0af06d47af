import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type Engine, type TestApp } from '../databases.ts';

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

export async function chatKit(engine: Engine, options: Parameters<typeof buildTestApp>[1] = {}): Promise<ChatKit> {
  const t = await buildTestApp(engine, options);
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  const call = (method: Method, url: string, as?: Role, payload?: object) =>
    t.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} });
  const ok = async (method: Method, url: string, as?: Role, payload?: object) => {
    const res = await call(method, url, as, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} as ${as}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
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
  return { t, ids, tokens, call, ok, close: () => t.close() };
}
