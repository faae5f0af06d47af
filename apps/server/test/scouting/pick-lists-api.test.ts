import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { engines } from '../databases.ts';
import { openStream, type StreamReader } from '../live/sse-client.ts';

// 2025milac in the simulated season: 49 teams, 7790 and 434 among them; 254 is not.
const LIST = '/api/scouting/pick-lists/2025milac';
const team = (n: number) => `${LIST}/teams/${n}`;
type List = {
  version: number;
  entries: { team_number: number; tier: string | null; position: number; status: string; note: string; updated_by: string | null }[];
};
const order = (list: List, tier: string) =>
  list.entries
    .filter((e) => e.tier === tier)
    .sort((a, b) => a.position - b.position)
    .map((e) => e.team_number);

// Every test starts from the cast and empty pick lists, and puts on the list the teams it needs.
describe.each(engines)('shared pick lists on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock('2025-06-01T12:00:00Z') });
  /** 2025milac's ranked tier holding `teams` in that order; 434, put there by ben, noted "fast cycles, reliable climb". */
  const ranked = async (teams: number[]) => {
    for (const n of teams) {
      if (n === 434) await k.ok('PATCH', team(434), 'ben', { tier: 'ranked', note: 'fast cycles, reliable climb' });
      else await k.ok('PATCH', team(n), 'ana', { tier: 'ranked' });
    }
  };

  it('is for members only: visitors and public accounts are refused', async () => {
    expect((await k.call('GET', LIST)).statusCode).toBe(401);
    const fan = await k.call('GET', LIST, 'fan');
    expect(fan.statusCode).toBe(403);
    expect(fan.json().error).toBe('Members only.');
    expect((await k.call('PATCH', team(7790), 'fan', { tier: 'ranked' })).statusCode).toBe(403);
    const empty = await k.ok('GET', LIST, 'ana');
    expect(empty).toEqual({ event_key: '2025milac', version: 0, updated_at: null, entries: [] });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cases: [string, string, object | undefined, number, string][] = [
      ['PATCH', team(254), { tier: 'ranked' }, 400, 'Team 254 is not registered for 2025milac.'],
      ['PATCH', team(7790), {}, 400, 'Say what to change: tier, status or note.'],
      ['PATCH', team(7790), { tier: 'first' }, 400, 'tier'],
      ['PATCH', team(7790), { note: 'x'.repeat(501) }, 400, 'Note must be at most 500 characters.'],
      ['PATCH', team(7790), { status: 'picked', user_id: 1 }, 400, 'user_id'],
      ['PATCH', '/api/scouting/pick-lists/milac/teams/7790', { tier: 'ranked' }, 400, 'Event key must be a 4-digit year'],
      ['GET', '/api/scouting/pick-lists/2025zzzz', undefined, 404, 'Event 2025zzzz was not found.'],
      ['PUT', `${LIST}/order`, { tier: 'ranked', version: 0, teams: [434, 434] }, 400, 'Each team may appear once.'],
    ];
    for (const [method, url, body, status, text] of cases) {
      const res = await k.call(method as 'PATCH', url, 'ana', body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().error).toContain(text);
    }
    expect((await k.ok('GET', LIST, 'ana')).version).toBe(0);
  });

  it('keeps tiers in order, moves teams between them and renumbers what is left', async () => {
    await k.ok('PATCH', team(7790), 'ana', { tier: 'ranked' });
    await k.ok('PATCH', team(434), 'ben', { tier: 'ranked', note: '  fast cycles, reliable climb  ' });
    await k.ok('PATCH', team(1263), 'ana', { tier: 'ranked' });
    let list: List = await k.ok('PATCH', team(503), 'cy', { tier: 'do_not_pick' });
    expect(order(list, 'ranked')).toEqual([7790, 434, 1263]);
    expect(order(list, 'do_not_pick')).toEqual([503]);
    expect(list.entries.find((e) => e.team_number === 434)).toMatchObject({ note: 'fast cycles, reliable climb', updated_by: 'ben' });

    list = await k.ok('PATCH', team(7790), 'ana', { tier: 'do_not_pick' });
    expect(order(list, 'ranked')).toEqual([434, 1263]);
    expect(list.entries.filter((e) => e.tier === 'ranked').map((e) => e.position)).toEqual([1, 2]);
    expect(order(list, 'do_not_pick')).toEqual([503, 7790]);

    // Off both tiers with nothing else to say: the team leaves the list entirely.
    list = await k.ok('PATCH', team(7790), 'ana', { tier: null });
    expect(list.entries.some((e) => e.team_number === 7790)).toBe(false);
  });

  it('reorders only on the version it was made on, with exactly the same teams', async () => {
    await ranked([434, 1263]);
    const before: List = await k.ok('GET', LIST, 'ana');
    const stale = await k.call('PUT', `${LIST}/order`, 'ana', { tier: 'ranked', version: before.version - 1, teams: [1263, 434] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toContain('The pick list changed while you were reordering it.');
    const missing = await k.call('PUT', `${LIST}/order`, 'ana', { tier: 'ranked', version: before.version, teams: [1263] });
    expect(missing.statusCode).toBe(409);
    expect((await k.ok('GET', LIST, 'ana')).version).toBe(before.version);

    const after: List = await k.ok('PUT', `${LIST}/order`, 'ben', { tier: 'ranked', version: before.version, teams: [1263, 434] });
    expect(order(after, 'ranked')).toEqual([1263, 434]);
    expect(after.version).toBe(before.version + 1);
  });

  it('marks picked and declined during alliance selection, and Clear All Picked resets only statuses', async () => {
    await ranked([1263, 434]);
    await k.ok('PATCH', team(1263), 'ana', { status: 'picked' });
    await k.ok('PATCH', team(2789), 'ana', { status: 'declined' });
    let list: List = await k.ok('GET', LIST, 'cy');
    expect(list.entries.find((e) => e.team_number === 1263)?.status).toBe('picked');
    expect(list.entries.find((e) => e.team_number === 2789)).toMatchObject({ tier: null, status: 'declined' });

    list = await k.ok('POST', `${LIST}/clear-statuses`, 'cy');
    expect(list.entries.every((e) => e.status === 'available')).toBe(true);
    expect(order(list, 'ranked')).toEqual([1263, 434]);
    // 2789 had only a status; with it cleared there is nothing left to keep.
    expect(list.entries.some((e) => e.team_number === 2789)).toBe(false);
    expect(list.entries.find((e) => e.team_number === 434)?.note).toBe('fast cycles, reliable climb');
  });

  it('lists of different events are separate', async () => {
    const other: List = await k.ok('GET', '/api/scouting/pick-lists/2025mitvc', 'ana');
    expect(other.entries).toEqual([]);
  });

  it('serialises concurrent changes: none is lost and versions never repeat', async () => {
    const before: List = await k.ok('GET', LIST, 'ana');
    const teams = [3212, 3512, 3524, 3540, 3703, 3727];
    const results: List[] = await Promise.all(
      teams.map((n, i) => k.ok('PATCH', team(n), (['ana', 'ben', 'cy'] as const)[i % 3], { tier: 'ranked' })),
    );
    expect(new Set(results.map((r) => r.version)).size).toBe(teams.length);
    const after: List = await k.ok('GET', LIST, 'ana');
    expect(after.version).toBe(before.version + teams.length);
    const ranked = after.entries.filter((e) => e.tier === 'ranked');
    expect(ranked.map((e) => e.position).sort((a, b) => a - b)).toEqual(ranked.map((_, i) => i + 1));
    expect(teams.every((n) => ranked.some((e) => e.team_number === n))).toBe(true);
  });
});

// An app of its own: its live hub keeps its place in the event log in memory, and would pass over the events of a
// database put back behind it.
describe.each(engines)('pick list changes on live streams on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock('2025-06-01T12:00:00Z') });
  let base: string;
  const open: StreamReader[] = [];
  beforeAll(async () => {
    await k.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = k.t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  it('tells every member stream about each change, with the new version, and no public account', async () => {
    const ben = await openStream(base, k.tokens.ben);
    const coach = await openStream(base, k.tokens.coach);
    open.push(ben, coach);
    await ben.waitFor((e) => e.event === 'ready');
    await coach.waitFor((e) => e.event === 'ready');
    const changed: List = await k.ok('PATCH', team(434), 'ana', { status: 'picked' });
    for (const s of [ben, coach]) {
      const event = await s.waitFor((e) => e.data.type === 'picklist.changed' && e.data.version === changed.version);
      expect(event.data).toEqual({ type: 'picklist.changed', event_key: '2025milac', version: changed.version });
    }
  });
});
