import type { TestApp } from '../databases.ts';

type Inject = TestApp['app']['inject'];
export interface Caller {
  token: string;
  id: number;
}

/** An administrator, two members and a public account, each signed in, on a fresh test app. */
export async function signInTeam(t: TestApp): Promise<{ admin: Caller; alice: Caller; bob: Caller; fan: Caller }> {
  const inject: Inject = t.app.inject.bind(t.app);
  await t.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
  const login = async (username: string, password: string): Promise<Caller> => {
    const res = await inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const token = res.json().token as string;
    const profile = await inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    return { token, id: profile.json().id };
  };
  const admin = await login('coach', 'coachpass');
  for (const username of ['alice', 'bob']) {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'secret1', user_type: 'member' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  await inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'fan', password: 'secret1' } });
  return { admin, alice: await login('alice', 'secret1'), bob: await login('bob', 'secret1'), fan: await login('fan', 'secret1') };
}

/** `call(caller)(method, url, payload?)` → the injected response. */
export function caller(t: TestApp) {
  return (who: Caller | null) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
}
