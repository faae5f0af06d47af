import { describe, expect, it } from 'vitest';
import { engines, useTestWorld, type TestApp } from '../databases.ts';

const knownTeams = new Set([7790, 254, 3767, 33, 67, 2056]);

type Cast = { tokens: Record<string, string>; ids: Record<string, number> };

// Every test starts from the cast (coach and mentor administrators, driver and scout members, fan a public account)
// with no favourites, and changes or adds what it needs.
describe.each(engines)('administration and favourite teams on %s', (engine) => {
  const t = useTestWorld(
    engine,
    // A server-wide upcoming-match lead of 20 minutes: the warning of every favourite whose owner has not chosen one.
    { searchLookup: { teamExists: (n) => knownTeams.has(n), eventExists: () => false }, settings: { ALERT_UPCOMING_LEAD_MINUTES: '20' } },
    async (world: TestApp): Promise<Cast> => {
      const tokens: Record<string, string> = {};
      const ids: Record<string, number> = {};
      const call = async (method: 'GET' | 'POST', url: string, as?: string, payload?: object) =>
        world.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} });
      await world.app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
      tokens.coach = (await call('POST', '/api/auth/login', undefined, { username: 'coach', password: 'coachpass' })).json().token;
      for (const [name, body] of Object.entries({
        mentor: { is_admin: true, user_type: 'member' },
        driver: { user_type: 'member' },
        scout: { user_type: 'member' },
      })) {
        const res = await call('POST', '/api/auth/register', 'coach', { username: name, password: 'secret1', ...body });
        ids[name] = res.json().user.id;
        tokens[name] = (await call('POST', '/api/auth/login', undefined, { username: name, password: 'secret1' })).json().token;
      }
      tokens.fan = (await call('POST', '/api/auth/register', undefined, { username: 'fan', password: 'secret1' })).json().token;
      ids.fan = (await call('GET', '/api/profile', 'fan')).json().id;
      ids.coach = (await call('GET', '/api/profile', 'coach')).json().id;
      return { tokens, ids };
    },
  );
  const tokens = new Proxy({} as Record<string, string>, { get: (_, name: string) => t.given.tokens[name] });
  const ids = new Proxy({} as Record<string, number>, { get: (_, name: string) => t.given.ids[name] });
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${tokens[as]}` } : {} });

  it.each([
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/3'],
    ['DELETE', '/api/admin/users/3'],
  ] as const)('refuses %s %s to visitors (401), members and public accounts (403)', async (method, url) => {
    const payload = method === 'PUT' ? { username: 'hijacked' } : undefined;
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(method, url, 'driver', payload)).statusCode).toBe(403);
    expect((await call(method, url, 'fan', payload)).statusCode).toBe(403);
    const names = (await call('GET', '/api/admin/users', 'coach')).json().map((u: { username: string }) => u.username);
    expect(names).not.toContain('hijacked');
  });

  it('lists users by type for administrators', async () => {
    const members = (await call('GET', '/api/admin/users?user_type=member', 'coach')).json();
    expect(members.map((u: { username: string }) => u.username)).toEqual(['coach', 'mentor', 'driver', 'scout']);
    const publics = (await call('GET', '/api/admin/users?user_type=public', 'mentor')).json();
    expect(publics.map((u: { username: string }) => u.username)).toEqual(['fan']);
    expect(publics[0]).not.toHaveProperty('password_hash');
    expect((await call('GET', '/api/admin/users?user_type=robot', 'coach')).statusCode).toBe(400);
  });

  it('makes and removes administrators, and demotion takes effect at once', async () => {
    const promote = await call('PUT', `/api/admin/users/${ids.driver}`, 'coach', { is_admin: true });
    expect(promote.json()).toMatchObject({ username: 'driver', is_admin: true });
    expect((await call('GET', '/api/admin/users', 'driver')).statusCode).toBe(200);
    await call('PUT', `/api/admin/users/${ids.driver}`, 'coach', { is_admin: false });
    expect((await call('GET', '/api/admin/users', 'driver')).statusCode).toBe(403);
  });

  it('refuses an administrator changing their own admin flag, and admin rights for public accounts', async () => {
    const self = await call('PUT', `/api/admin/users/${ids.coach}`, 'coach', { is_admin: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('You cannot change your own administrator status.');
    const pub = await call('PUT', `/api/admin/users/${ids.fan}`, 'coach', { is_admin: true });
    expect(pub.statusCode).toBe(400);
    expect((await call('GET', '/api/profile', 'fan')).json().is_admin).toBe(false);
  });

  it('renames and resets a password, signing the user out everywhere', async () => {
    const res = await call('PUT', `/api/admin/users/${ids.scout}`, 'coach', { username: 'scout.lead', password: 'fresh-pass' });
    expect(res.json().username).toBe('scout.lead');
    expect((await call('GET', '/api/profile', 'scout')).statusCode).toBe(401);
    const relogin = await call('POST', '/api/auth/login', undefined, { username: 'scout.lead', password: 'fresh-pass' });
    expect(relogin.statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${ids.scout}`, 'coach', { username: 'mentor' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/users/${ids.scout}`, 'coach', { password: '123' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/users/999999`, 'coach', { username: 'ghost' })).statusCode).toBe(404);
  });

  it('refuses deleting oneself with the spec message', async () => {
    const res = await call('DELETE', `/api/admin/users/${ids.coach}`, 'coach');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You cannot delete your own account');
  });

  it('keeps at least one administrator', async () => {
    // mentor demotes coach, leaving mentor the only administrator; mentor cannot delete itself.
    expect((await call('PUT', `/api/admin/users/${ids.coach}`, 'mentor', { is_admin: false })).statusCode).toBe(200);
    const last = await call('DELETE', `/api/admin/users/${ids.mentor}`, 'mentor');
    expect(last.statusCode).toBe(403);
    // coach is no longer an administrator, so cannot act at all.
    expect((await call('PUT', `/api/admin/users/${ids.mentor}`, 'coach', { is_admin: false })).statusCode).toBe(403);
    await call('PUT', `/api/admin/users/${ids.coach}`, 'mentor', { is_admin: true });
    // Now coach deletes mentor: allowed, coach remains.
    expect((await call('DELETE', `/api/admin/users/${ids.mentor}`, 'coach')).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', 'mentor')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${ids.mentor}`, 'coach')).statusCode).toBe(404);
  });

  it('refuses demoting or deleting the last administrator from the service itself', async () => {
    // coach deletes mentor, so coach is the last administrator.
    expect((await call('DELETE', `/api/admin/users/${ids.mentor}`, 'coach')).statusCode).toBe(200);
    const actor = { id: -1, username: 'system', isAdmin: true, userType: 'member' as const, sessionId: -1 };
    await expect(t.app.services.admin.update(actor, ids.coach!, { is_admin: false })).rejects.toThrow(
      'The last administrator cannot be removed or demoted.',
    );
    await expect(t.app.services.admin.remove(actor, ids.coach!)).rejects.toThrow('The last administrator');
  });

  describe('favourite teams', () => {
    /** fan's favourites: 254 (#123456, no award alerts) and 7790 (#ff6b00). */
    const fanFavourites = async () => {
      expect(
        (await call('POST', '/api/preferences/teams', 'fan', { team_number: 254, notif_awards: 0, highlight_color: '#123456' })).statusCode,
      ).toBe(200);
      expect((await call('POST', '/api/preferences/teams', 'fan', { team_number: '7790', highlight_color: '#ff6b00' })).statusCode).toBe(200);
    };

    it('needs a signed-in user', async () => {
      expect((await call('GET', '/api/preferences/teams')).statusCode).toBe(401);
    });

    it('adds a favourite with #ffd166, every alert on and the default upcoming warning, then updates only the given fields', async () => {
      const add = await call('POST', '/api/preferences/teams', 'fan', { team_number: '0254' });
      expect(add.json()).toEqual({
        team_number: '254',
        highlight_color: '#ffd166',
        notif_upcoming: true,
        notif_alliance: true,
        notif_results: true,
        notif_awards: true,
        upcoming_warning: { mode: 'minutes', minutes: null },
        upcoming_default_minutes: 20,
      });
      await call('POST', '/api/preferences/teams', 'fan', { team_number: 254, notif_awards: 0, highlight_color: '#123456' });
      await call('POST', '/api/preferences/teams', 'fan', { team_number: '7790', highlight_color: '#ff6b00' });
      const list = (await call('GET', '/api/preferences/teams', 'fan')).json().teams;
      expect(list).toEqual([
        expect.objectContaining({ team_number: '254', highlight_color: '#123456', notif_awards: false, notif_upcoming: true }),
        expect.objectContaining({ team_number: '7790', highlight_color: '#ff6b00' }),
      ]);
    });

    it('refuses a team that does not exist, and bad values, changing nothing', async () => {
      await fanFavourites();
      const res = await call('POST', '/api/preferences/teams', 'fan', { team_number: '99999' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Team 99999 is not a FIRST Robotics Competition team we know of.');
      expect((await call('POST', '/api/preferences/teams', 'fan', { team_number: 'frc254' })).statusCode).toBe(400);
      expect((await call('POST', '/api/preferences/teams', 'fan', { team_number: '254', highlight_color: 'orange' })).statusCode).toBe(400);
      const list = (await call('GET', '/api/preferences/teams', 'fan')).json().teams;
      expect(list.map((p: { team_number: string }) => p.team_number)).toEqual(['254', '7790']);
    });

    it('keeps each favourite its own upcoming-match warning: off, N matches or N minutes before, or back to the default', async () => {
      await fanFavourites();
      const warningOf = async (team: string) =>
        ((await call('GET', '/api/preferences/teams', 'fan')).json().teams as { team_number: string; upcoming_warning: unknown }[]).find(
          (p) => p.team_number === team,
        )!.upcoming_warning;
      const choose = (team: string, upcoming_warning: unknown) =>
        call('POST', '/api/preferences/teams', 'fan', { team_number: team, upcoming_warning });

      const matches = await choose('254', { mode: 'matches', matches: 3 });
      expect(matches.statusCode).toBe(200);
      // The other fields stay as they were.
      expect(matches.json()).toMatchObject({ highlight_color: '#123456', notif_awards: false, upcoming_warning: { mode: 'matches', matches: 3 } });
      expect(await warningOf('254')).toEqual({ mode: 'matches', matches: 3 });
      expect(await warningOf('7790')).toEqual({ mode: 'minutes', minutes: null });

      expect((await choose('7790', { mode: 'minutes', minutes: 45 })).statusCode).toBe(200);
      expect(await warningOf('7790')).toEqual({ mode: 'minutes', minutes: 45 });
      expect((await choose('7790', { mode: 'off' })).statusCode).toBe(200);
      expect(await warningOf('7790')).toEqual({ mode: 'off' });
      expect((await choose('7790', { mode: 'minutes', minutes: null })).statusCode).toBe(200);
      expect(await warningOf('7790')).toEqual({ mode: 'minutes', minutes: null });
      // The limits themselves are accepted.
      for (const warning of [
        { mode: 'matches', matches: 1 },
        { mode: 'matches', matches: 10 },
        { mode: 'minutes', minutes: 1 },
        { mode: 'minutes', minutes: 120 },
      ]) {
        expect((await choose('7790', warning)).statusCode).toBe(200);
        expect(await warningOf('7790')).toEqual(warning);
      }
      // A new favourite can come with its warning.
      const added = await call('POST', '/api/preferences/teams', 'fan', { team_number: '33', upcoming_warning: { mode: 'matches', matches: 2 } });
      expect(added.json()).toMatchObject({ team_number: '33', notif_upcoming: true, upcoming_warning: { mode: 'matches', matches: 2 } });
    });

    it('refuses an upcoming-match warning outside 1-10 matches or 1-120 minutes with a clear 400, changing nothing', async () => {
      await fanFavourites();
      await call('POST', '/api/preferences/teams', 'fan', { team_number: '254', upcoming_warning: { mode: 'matches', matches: 4 } });
      const before = (await call('GET', '/api/preferences/teams', 'fan')).json();
      const refusals: [unknown, string, string][] = [
        [{ mode: 'matches', matches: 0 }, 'upcoming_warning.matches', 'Choose from 1 to 10 matches before.'],
        [{ mode: 'matches', matches: 11 }, 'upcoming_warning.matches', 'Choose from 1 to 10 matches before.'],
        [{ mode: 'matches', matches: 2.5 }, 'upcoming_warning.matches', 'Choose from 1 to 10 matches before.'],
        [{ mode: 'matches' }, 'upcoming_warning.matches', 'Choose from 1 to 10 matches before.'],
        [{ mode: 'minutes', minutes: 0 }, 'upcoming_warning.minutes', 'Choose from 1 to 120 minutes before, or null for the default.'],
        [{ mode: 'minutes', minutes: 121 }, 'upcoming_warning.minutes', 'Choose from 1 to 120 minutes before, or null for the default.'],
        [{ mode: 'minutes', minutes: '15' }, 'upcoming_warning.minutes', 'Choose from 1 to 120 minutes before, or null for the default.'],
        [{ mode: 'soon' }, 'upcoming_warning.mode', "The upcoming-match warning's mode must be off, matches or minutes."],
        ['off', 'upcoming_warning', "The upcoming-match warning's mode must be off, matches or minutes."],
      ];
      for (const [upcoming_warning, field, message] of refusals) {
        const res = await call('POST', '/api/preferences/teams', 'fan', { team_number: '254', notif_awards: true, upcoming_warning });
        expect(res.statusCode, JSON.stringify(upcoming_warning)).toBe(400);
        expect(res.json()).toEqual({ error: `${field}: ${message}`, code: 'invalid_input', field });
      }
      expect((await call('GET', '/api/preferences/teams', 'fan')).json()).toEqual(before);
    });

    it('gives favourites stored before the choice existed the default warning', async () => {
      // As the migration leaves the rows it finds: only the columns that existed before.
      await t.database.query('insert into team_preferences (user_id, team_number, highlight_color) values ($1, 254, $2)', [ids.fan, '#123456']);
      expect((await call('GET', '/api/preferences/teams', 'fan')).json().teams).toEqual([
        expect.objectContaining({ team_number: '254', upcoming_warning: { mode: 'minutes', minutes: null }, upcoming_default_minutes: 20 }),
      ]);
      // The database itself refuses a lead the mode does not allow.
      await expect(
        t.database.query(`update team_preferences set upcoming_warning = 'matches', upcoming_lead = 11 where user_id = $1`, [ids.fan]),
      ).rejects.toThrow(/team_preferences_upcoming_lead/);
    });

    it("keeps each user's favourites their own", async () => {
      await fanFavourites();
      expect((await call('GET', '/api/preferences/teams', 'driver')).json().teams).toEqual([]);
      const forged = await call('POST', '/api/preferences/teams', 'driver', { team_number: '33', user_id: ids.fan });
      expect(forged.statusCode).toBe(200);
      expect((await call('GET', '/api/preferences/teams', 'fan')).json().teams).toHaveLength(2);
      expect((await call('DELETE', '/api/preferences/teams/254', 'driver')).statusCode).toBe(404);
    });

    it('removes a favourite', async () => {
      await fanFavourites();
      expect((await call('DELETE', '/api/preferences/teams/254', 'fan')).statusCode).toBe(200);
      const list = (await call('GET', '/api/preferences/teams', 'fan')).json().teams;
      expect(list.map((p: { team_number: string }) => p.team_number)).toEqual(['7790']);
    });

    it('goes with the account when an administrator deletes it', async () => {
      await fanFavourites();
      expect(await t.database.query('select * from team_preferences where user_id = $1', [ids.fan])).toHaveLength(2);
      await call('DELETE', `/api/admin/users/${ids.fan}`, 'coach');
      const rows = await t.database.query('select * from team_preferences where user_id = $1', [ids.fan]);
      expect(rows).toHaveLength(0);
    });
  });
});
