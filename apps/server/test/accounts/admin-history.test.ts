import { describe, expect, it } from 'vitest';
import { engines, useTestWorld, type TestApp } from '../databases.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Cast = { tokens: Record<string, string>; ids: Record<string, number> };

function requests(app: () => TestApp, tokens: Record<string, string>) {
  return async (method: Method, url: string, as?: string, payload?: object) =>
    app().app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} });
}

// Every test starts from coach and mentor (administrators) and driver (a member), signed in, and makes what else it
// needs.
describe.each(engines)('deleting an account keeps the team history on %s', (engine) => {
  const t = useTestWorld(engine, {}, async (world): Promise<Cast> => {
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const call = requests(() => world, tokens);
    await world.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
    tokens.coach = (await call('POST', '/api/auth/login', undefined, { username: 'coach', password: 'coachpass' })).json().token;
    ids.coach = (await call('GET', '/api/profile', 'coach')).json().id;
    const made = await call('POST', '/api/auth/register', 'coach', { username: 'driver', password: 'secret1', user_type: 'member' });
    ids.driver = made.json().user.id;
    tokens.driver = (await call('POST', '/api/auth/login', undefined, { username: 'driver', password: 'secret1' })).json().token;
    const mentor = await call('POST', '/api/auth/register', 'coach', {
      username: 'mentor',
      password: 'secret1',
      user_type: 'member',
      is_admin: true,
    });
    ids.mentor = mentor.json().user.id;
    tokens.mentor = (await call('POST', '/api/auth/login', undefined, { username: 'mentor', password: 'secret1' })).json().token;
    return { tokens, ids };
  });
  const tokens = new Proxy({} as Record<string, string>, { get: (_, name: string) => t.given.tokens[name] });
  const ids = new Proxy({} as Record<string, number>, { get: (_, name: string) => t.given.ids[name] });
  const call = requests(() => t, tokens);

  it("shows the deleted member's messages as from a deleted user and unassigns their tasks, and their token stops working", async () => {
    expect((await call('POST', '/api/chat/messages/general', 'driver', { content: 'bumper check done' })).statusCode).toBe(200);
    const task = await call('POST', '/api/tasks', 'coach', {
      title: 'Wire the arm',
      description: '',
      assigned_to: ids.driver,
      due_date: null,
      priority: 'high',
    });
    expect(task.statusCode).toBe(201);

    expect((await call('DELETE', `/api/admin/users/${ids.driver}`, 'coach')).statusCode).toBe(200);

    expect((await call('GET', '/api/profile', 'driver')).statusCode).toBe(401);
    const messages = (await call('GET', '/api/chat/messages/general', 'coach')).json() as {
      content: string;
      sender_id: number | null;
      sender_username: string;
    }[];
    expect(messages.find((m) => m.content === 'bumper check done')).toMatchObject({ sender_id: null, sender_username: 'deleted user' });
    const tasks = (await call('GET', '/api/tasks', 'coach')).json() as { title: string; assigned_to: number | null }[];
    expect(tasks.find((x) => x.title === 'Wire the arm')).toMatchObject({ assigned_to: null });
    const sessions = await t.database.query('select 1 from sessions where user_id = $1', [ids.driver]);
    expect(sessions).toHaveLength(0);
  });

  it('never makes a public account an administrator, even when an administrator asks', async () => {
    const res = await call('POST', '/api/auth/register', 'coach', { username: 'fan', password: 'secret1', user_type: 'public', is_admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_type: 'public', is_admin: false });
  });

  it('keeps one administrator when two demote or delete each other at the same time', async () => {
    const adminCount = async () => (await t.database.query<{ n: number }>('select count(*)::int as n from users where is_admin', []))[0]?.n;
    expect(await adminCount()).toBe(2);

    const demotions = await Promise.all([
      call('PUT', `/api/admin/users/${ids.mentor}`, 'coach', { is_admin: false }),
      call('PUT', `/api/admin/users/${ids.coach}`, 'mentor', { is_admin: false }),
    ]);
    expect(demotions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);

    // Make both administrators again, then both try to delete the other.
    const survivor = demotions[0]!.statusCode === 200 ? 'coach' : 'mentor';
    const other = survivor === 'coach' ? 'mentor' : 'coach';
    expect((await call('PUT', `/api/admin/users/${ids[other]}`, survivor, { is_admin: true })).statusCode).toBe(200);
    const deletions = await Promise.all([
      call('DELETE', `/api/admin/users/${ids.mentor}`, 'coach'),
      call('DELETE', `/api/admin/users/${ids.coach}`, 'mentor'),
    ]);
    expect(deletions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });
});
