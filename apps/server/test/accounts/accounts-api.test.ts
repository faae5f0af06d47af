import { beforeEach, describe, expect, it } from 'vitest';
import { engines, TEST_SCRYPT_LOG_N, useTestWorld, type TestApp } from '../databases.ts';

type Inject = TestApp['app']['inject'];

async function post(inject: Inject, url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) {
  return inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

// Every test starts from the first administrator, coach, signed in, and makes the other accounts it needs.
describe.each(engines)('accounts API on %s', (engine) => {
  const t = useTestWorld(
    engine,
    { settings: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_PER_ADDRESS: '25', REGISTER_MAX_PER_ADDRESS: '50' } },
    async ({ app }) => {
      expect(await app.services.accounts.ensureFirstAdmin('coach', 'coachpass')).toBe('created');
      const login = await post(app.inject.bind(app), '/api/auth/login', { username: 'coach', password: 'coachpass' });
      return { adminToken: login.json().token as string };
    },
  );
  const inject: Inject = ((...args: Parameters<Inject>) => t.app.inject(...args)) as Inject;
  const adminToken = () => t.given.adminToken;
  /** fan.one, a public account signed up with password secret1. */
  const fanOne = async () => {
    const res = await post(inject, '/api/auth/register', { username: 'fan.one', password: 'secret1' });
    expect(res.statusCode).toBe(200);
  };
  /** driver, a member made by coach with password secret1. */
  const driver = async () => {
    const res = await post(
      inject,
      '/api/auth/register',
      { username: 'driver', password: 'secret1', is_admin: false, user_type: 'member' },
      adminToken(),
    );
    expect(res.statusCode).toBe(200);
  };

  const profileOf = async (token: string) => inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });

  it('registers a public account, answers a token, and that token reads the profile', async () => {
    const res = await post(inject, '/api/auth/register', { username: 'fan.one', password: 'secret1' }, undefined, {
      'x-session-id': 'device-abc',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const profile = await profileOf(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'fan.one', is_admin: false, user_type: 'public' });
    const [session] = await t.database.query<{ client_session_id: string; token_hash: string }>(
      'select client_session_id, token_hash from sessions order by id desc limit 1',
    );
    expect(session!.client_session_id).toBe('device-abc');
    expect(session!.token_hash).not.toContain(token);
  });

  it('stores passwords as scrypt hashes at the configured cost, never in clear', async () => {
    await fanOne();
    const [row] = await t.database.query<{ password_hash: string }>("select password_hash from users where username = 'fan.one'");
    // The tests' cost (PASSWORD_SCRYPT_LOG_N); the production default of 2^15 is held by tokens.test.ts and settings.test.ts.
    expect(row!.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** Number(TEST_SCRYPT_LOG_N)}\\$8\\$1\\$`));
    expect(row!.password_hash).not.toContain('secret1');
  });

  it.each([
    [{ username: 'bad name', password: 'secret1' }, 'Username may only contain letters, numbers, underscores, and periods.'],
    [{ username: 'ok_name', password: 'short' }, 'Password must be at least 6 characters long.'],
    [{ username: '', password: 'secret1' }, 'Username is required.'],
    [{ password: 'secret1' }, 'Username is required.'],
  ])('refuses %j with the spec message and creates nothing', async (body, message) => {
    const before = await t.database.query<{ n: string }>('select count(*)::text as n from users');
    const res = await post(inject, '/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    const after = await t.database.query<{ n: string }>('select count(*)::text as n from users');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a taken username whatever its case', async () => {
    await fanOne();
    const res = await post(inject, '/api/auth/register', { username: 'FAN.ONE', password: 'secret1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Username is already taken.');
  });

  it('refuses self-registration as a member or an administrator', async () => {
    for (const body of [
      { username: 'sneaky1', password: 'secret1', is_admin: true },
      { username: 'sneaky2', password: 'secret1', user_type: 'member' },
    ]) {
      const res = await post(inject, '/api/auth/register', body);
      expect(res.statusCode).toBe(403);
    }
    const rows = await t.database.query("select id from users where username like 'sneaky%'");
    expect(rows).toHaveLength(0);
  });

  it('lets a public account not escalate through its own token either', async () => {
    const { token } = (await post(inject, '/api/auth/register', { username: 'climber', password: 'secret1' })).json();
    const res = await post(inject, '/api/auth/register', { username: 'climber2', password: 'secret1', is_admin: true }, token);
    expect(res.statusCode).toBe(403);
    const put = await inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { is_admin: true, user_type: 'member' },
    });
    expect(put.statusCode).toBe(400);
    expect((await profileOf(token)).json()).toMatchObject({ is_admin: false, user_type: 'public' });
  });

  it('lets an administrator create members and administrators, without signing in as them', async () => {
    const res = await post(
      inject,
      '/api/auth/register',
      { username: 'driver', password: 'secret1', is_admin: false, user_type: 'member' },
      adminToken(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'driver', is_admin: false, user_type: 'member' });
    expect(res.json().token).toBeUndefined();
    const admin2 = await post(
      inject,
      '/api/auth/register',
      { username: 'mentor', password: 'secret1', is_admin: true, user_type: 'member' },
      adminToken(),
    );
    expect(admin2.json().user).toMatchObject({ is_admin: true, user_type: 'member' });
  });

  it('signs in with the right password only, with the spec message otherwise', async () => {
    await driver();
    const ok = await post(inject, '/api/auth/login', { username: 'Driver', password: 'secret1' });
    expect(ok.statusCode).toBe(200);
    expect((await profileOf(ok.json().token)).json().username).toBe('driver');
    const wrong = await post(inject, '/api/auth/login', { username: 'driver', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid username or password');
    const unknown = await post(inject, '/api/auth/login', { username: 'nobody', password: 'nope-nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('Invalid username or password');
    const empty = await post(inject, '/api/auth/login', { username: '  ', password: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('limits failed sign-ins per account from one address with 429 and Retry-After, even for the right password', async () => {
    await driver();
    await post(inject, '/api/auth/register', { username: 'target', password: 'rightpass', user_type: 'member' }, adminToken());
    for (let i = 0; i < 3; i++) {
      expect((await post(inject, '/api/auth/login', { username: 'target', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const limited = await post(inject, '/api/auth/login', { username: 'target', password: 'rightpass' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    expect((await post(inject, '/api/auth/login', { username: 'driver', password: 'secret1' })).statusCode).toBe(200);
  });

  it('rejects a forged or malformed token and ignores a user_id in the request', async () => {
    await fanOne();
    expect((await profileOf('A'.repeat(43))).statusCode).toBe(401);
    const bad = await inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Basic abc' } });
    expect(bad.statusCode).toBe(401);
    const { token } = (await post(inject, '/api/auth/login', { username: 'fan.one', password: 'secret1' })).json();
    const forged = await inject({ method: 'GET', url: '/api/profile?user_id=1', headers: { authorization: `Bearer ${token}` } });
    expect(forged.json().username).toBe('fan.one');
    const put = await inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { user_id: 1, username: 'coach2' },
    });
    expect(put.statusCode).toBe(400);
    expect((await profileOf(adminToken())).json().username).toBe('coach');
  });

  it('gives each new account the avatar colour fewest members have, so two new members never look alike', async () => {
    const colourOf = async (username: string) => {
      const res = await post(inject, '/api/auth/register', { username, password: 'secret1', user_type: 'member' }, adminToken());
      expect(res.statusCode).toBe(200);
      return res.json().user.avatar_color as string;
    };
    const coach = (await profileOf(adminToken())).json().avatar_color;
    const [driver, mentor] = [await colourOf('driver'), await colourOf('mentor')];
    expect(new Set([coach, driver, mentor]).size).toBe(3);
    expect([coach, driver, mentor]).toEqual(['#ff6b00', '#2563eb', '#16a34a']);
    // Driver moving from blue to purple frees blue for the next newcomer and takes purple from the one after.
    const { token } = (await post(inject, '/api/auth/login', { username: 'driver', password: 'secret1' })).json();
    await inject({ method: 'PUT', url: '/api/profile', headers: { authorization: `Bearer ${token}` }, payload: { avatar_color: '#9333ea' } });
    expect(await colourOf('pit.crew')).toBe('#2563eb');
    expect(await colourOf('scout')).toBe('#eab308');
  });

  it('updates username and avatar colour, refusing bad values without change', async () => {
    const { token } = (await post(inject, '/api/auth/register', { username: 'painter', password: 'secret1' })).json();
    const put = (payload: object) => inject({ method: 'PUT', url: '/api/profile', headers: { authorization: `Bearer ${token}` }, payload });
    expect((await put({ avatar_color: '#00AA11' })).json().avatar_color).toBe('#00aa11');
    expect((await put({ avatar_color: 'red' })).statusCode).toBe(400);
    expect((await put({ username: 'coach' })).statusCode).toBe(409);
    expect((await put({ username: 'has space' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    const renamed = await put({ username: 'painter2' });
    expect(renamed.json()).toMatchObject({ username: 'painter2', avatar_color: '#00aa11' });
  });

  it('revokes other sessions on password change, keeps the one that made it, and records when', async () => {
    const first = (await post(inject, '/api/auth/register', { username: 'rotator', password: 'secret1' })).json().token;
    const second = (await post(inject, '/api/auth/login', { username: 'rotator', password: 'secret1' })).json().token;
    const res = await inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { authorization: `Bearer ${first}` },
      payload: { password: 'newsecret', current_password: 'secret1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().password_changed_at).not.toBeNull();
    expect((await profileOf(first)).statusCode).toBe(200);
    expect((await profileOf(second)).statusCode).toBe(401);
    expect((await post(inject, '/api/auth/login', { username: 'rotator', password: 'secret1' })).statusCode).toBe(401);
    expect((await post(inject, '/api/auth/login', { username: 'rotator', password: 'newsecret' })).statusCode).toBe(200);
  });

  it('revokes the token on logout', async () => {
    await driver();
    const { token } = (await post(inject, '/api/auth/login', { username: 'driver', password: 'secret1' })).json();
    expect((await post(inject, '/api/auth/logout', {}, token)).statusCode).toBe(200);
    expect((await profileOf(token)).statusCode).toBe(401);
    expect((await post(inject, '/api/auth/logout', {}, token)).statusCode).toBe(401);
  });

  it('never promotes an existing account to be the first administrator', async () => {
    const svc = t.app.services.accounts;
    expect(await svc.ensureFirstAdmin('someone', 'secret99')).toBe('exists');
  });

  it('answers unknown API routes with 404 JSON and invalid JSON with 400', async () => {
    const res = await inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('/api/does-not-exist');
    const bad = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
  });
});

describe.each(engines)('session expiry and address limits on %s', (engine) => {
  const start = new Date('2026-03-01T12:00:00Z');
  let clock = start;
  const t = useTestWorld(engine, {
    now: () => clock,
    settings: { SESSION_TTL_HOURS: '2', LOGIN_MAX_PER_ADDRESS: '4', LOGIN_WINDOW_SECONDS: '600' },
  });
  beforeEach(() => {
    clock = start;
  });
  /** timer, a public account with password secret1, signed up now; answers its token. */
  const timer = async (): Promise<string> =>
    (await post(t.app.inject.bind(t.app), '/api/auth/register', { username: 'timer', password: 'secret1' })).json().token;

  it('expires tokens after the session lifetime', async () => {
    const token = await timer();
    const read = () => t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    clock = new Date('2026-03-01T13:59:00Z');
    expect((await read()).statusCode).toBe(200);
    clock = new Date('2026-03-01T14:00:01Z');
    expect((await read()).statusCode).toBe(401);
  });

  it('limits failed sign-ins per address, not successes, then lets them through when the window passes', async () => {
    await timer();
    const inject = t.app.inject.bind(t.app);
    const attempt = (username: string, password: string) => post(inject, '/api/auth/login', { username, password });
    for (let i = 0; i < 6; i++) expect((await attempt('timer', 'secret1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(`nobody${i}`, 'guess')).statusCode).toBe(401);
    const limited = await attempt('nobody4', 'guess');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    // timer has signed in from this address before: the limit for strangers does not stop it.
    expect((await attempt('timer', 'secret1')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 601_000);
    expect((await attempt('nobody5', 'guess')).statusCode).toBe(401);
  });
});
