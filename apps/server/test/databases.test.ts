import { describe, expect, it } from 'vitest';
import { engines, restorePoint, useTestWorld } from './databases.ts';

describe.each(engines)('test databases on %s', (engine) => {
  const world = useTestWorld(engine, {}, async (t) => {
    await t.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
    return { coach: 'coach' };
  });

  const usernames = async () => (await world.database.query<{ username: string }>('select username from users order by id')).map((r) => r.username);

  it('start migrated, with what the setup made', async () => {
    expect(world.given.coach).toBe('coach');
    expect(await usernames()).toEqual(['coach']);
  });

  it('put back rows and sequences as they were when taken', async () => {
    const before = await world.database.query<{ id: number }>('select id from users');
    const restore = await restorePoint(world.database);
    const login = await world.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password: 'coachpass' } });
    const { token } = login.json();
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${token}` },
      payload: { username: 'ana', password: 'secret1', user_type: 'member' },
    });
    expect(created.statusCode).toBe(200);
    const firstId = created.json().user.id;
    await world.database.query("delete from users where username = 'coach'");
    await restore();
    expect(await world.database.query<{ id: number }>('select id from users')).toEqual(before);
    const again = await world.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password: 'coachpass' } });
    const recreated = await world.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${again.json().token}` },
      payload: { username: 'ana', password: 'secret1', user_type: 'member' },
    });
    expect(recreated.json().user.id).toBe(firstId);
  });

  it('start every test from the setup, whatever an earlier test wrote', async () => {
    await world.database.query("update users set username = 'renamed'");
    expect(await usernames()).toEqual(['renamed']);
  });

  it('so a test that runs after a writing one sees the setup again', async () => {
    expect(await usernames()).toEqual(['coach']);
  });
});
