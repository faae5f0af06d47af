import { describe, expect, it } from 'vitest';
import { snapshotMatch, upcomingFact } from '@team7790/shared/notifications/alerts';
import { engines } from '../databases.ts';
import { STEP_MS, twoInstancesBeforeTheEvent, WORLD_START, type AlertRow } from './team-alerts-kit.ts';

describe.each(engines)('favourite-team alerts from the simulated season on %s, with two server instances', (engine) => {
  const { k, follow, driveTeamChannel, pollBoth, baseline, walkTheDay, alertsOf } = twoInstancesBeforeTheEvent(engine);

  it('produces every kind once and only once across the whole event, silent where preferences are off', async () => {
    await follow('ana', 7790);
    await follow('fan', 7790);
    await follow('ben', 7790, { notif_results: false, notif_awards: false });
    await driveTeamChannel();

    await baseline();
    const eventKey = (await k.t.app.services.competition.reads.updates(7790)).eventKey!;
    expect(eventKey).toBe('2026mihsi');
    // Qualifications on the first day, playoffs and awards the next morning (the event plays 09:00-18:00).
    await walkTheDay(WORLD_START + 32 * 3600_000, eventKey);

    const page: any = await k.t.app.services.competition.reads.eventPage(eventKey);
    expect(page.status).not.toBe('upcoming');
    const played = page.matches.filter(
      (m: any) => m.alliances.red.score !== null && [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes('frc7790'),
    );
    const anas = await alertsOf(k.ids.ana);
    const byKind = (rows: AlertRow[], kind: string) => rows.filter((r) => r.kind === kind);

    // Exactly one result per played match, one schedule, one alliance, one way out (eliminated or won), one per award.
    expect(
      byKind(anas, 'result')
        .map((r) => r.subject)
        .sort(),
    ).toEqual(played.map((m: any) => m.key).sort());
    expect(byKind(anas, 'schedule')).toHaveLength(1);
    expect(byKind(anas, 'alliance')).toHaveLength(1);
    expect(byKind(anas, 'alliance')[0]!.title).toMatch(/^7790 (captains|picked for) Alliance \d/);
    const outcome = [...byKind(anas, 'eliminated'), ...anas.filter((r) => r.kind === 'advanced' && r.subject === 'won')];
    expect(outcome).toHaveLength(1);
    expect(byKind(anas, 'advanced').filter((r) => r.subject.startsWith('round:')).length).toBeGreaterThan(0);
    const awards = page.awards.filter((w: any) => w.recipient_list.some((r: any) => r.team_key === 'frc7790'));
    expect(byKind(anas, 'award')).toHaveLength(awards.length);
    // Each upcoming alert names a different match, and every qualification match was announced, but for one that
    // began within a step of 7790's match before it: no look came between the two starts (the worker looks every
    // 30 s, this walk every 10 minutes), and a match under way is never announced.
    const upcoming = byKind(anas, 'upcoming').map((r) => r.subject);
    expect(new Set(upcoming).size).toBe(upcoming.length);
    const startOf = (m: any) => (m.predicted_time ?? m.time) * 1000;
    const quals = played.filter((m: any) => m.comp_level === 'qm').sort((a: any, b: any) => startOf(a) - startOf(b));
    const afterStart = quals.filter((m: any, i: number) => startOf(m) > WORLD_START + 15 * 60_000 && startOf(m) - startOf(quals[i - 1]) >= STEP_MS);
    expect(afterStart.length).toBeGreaterThan(5);
    for (const m of afterStart) expect(upcoming).toContain(m.key);
    const keys = anas.map((r) => `${r.kind}:${r.subject}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A public account following the team gets the same alerts.
    expect((await alertsOf(k.ids.fan)).map((r) => `${r.kind}:${r.subject}`)).toEqual(keys);
    // Results and awards off: none of those (playoff progress counts as results), the rest as usual.
    const bens = await alertsOf(k.ids.ben);
    expect(bens.filter((r) => ['result', 'eliminated', 'advanced', 'award'].includes(r.kind))).toEqual([]);
    expect(bens.map((r) => `${r.kind}:${r.subject}`)).toEqual(keys.filter((key) => /^(upcoming|schedule|alliance):/.test(key)));
    // Nobody follows team 1 here: nothing for anyone else.
    const others = await k.t.database.query<{ n: number }>(`select count(*)::int as n from alerts where team_number <> 7790`);
    expect(others[0]!.n).toBe(0);
    // The channel gets the same list once.
    expect((await alertsOf(null)).map((r) => `${r.kind}:${r.subject}`)).toEqual(keys);

    // Looking again changes nothing.
    expect((await pollBoth()).reduce((a, b) => a + b, 0)).toBe(0);
  }, 300_000);
});

describe.each(engines)('upcoming-match warnings timed by each person on %s, with two server instances', (engine) => {
  const { k, follow, driveTeamChannel, baseline, pollBoth, walkTheDay } = twoInstancesBeforeTheEvent(engine);

  /** When each of a user's (or the channel's) upcoming-match warnings was stored, by match key. */
  const warnedAt = async (who: number | null) => {
    const rows = await k.t.database.query<{ subject: string; created_at: Date | string }>(
      `select subject, created_at from alerts where kind = 'upcoming' and ${who === null ? 'user_id is null' : 'user_id = $1'} order by id`,
      who === null ? [] : [who],
    );
    const at = new Map(rows.map((r) => [r.subject, new Date(r.created_at).getTime()]));
    expect(at.size, 'one warning per match').toBe(rows.length);
    return at;
  };

  it('warns each person at the moment they chose, once per match, never for a match under way', async () => {
    await follow('ana', 7790, { upcoming_warning: { mode: 'minutes', minutes: 30 } });
    await follow('ben', 7790, { upcoming_warning: { mode: 'matches', matches: 1 } });
    await follow('fan', 7790, { upcoming_warning: { mode: 'off' } });
    await follow('cy', 7790); // the default: ALERT_UPCOMING_LEAD_MINUTES, 15
    await driveTeamChannel();
    await baseline();
    const until = WORLD_START + 5 * 3600_000;
    await walkTheDay(until);

    const page: any = await k.t.app.services.competition.reads.eventPage('2026mihsi');
    const quals = (page.matches as any[]).filter((m) => m.comp_level === 'qm').sort((a, b) => a.match_number - b.match_number);
    // The simulated season predicts each start exactly.
    const start = (m: any) => m.predicted_time * 1000;
    const mine = quals.filter((m) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes('frc7790'));
    // 7790's matches well into the walk (the first look, at WORLD_START, catches up on those before), before its end,
    // and at least 30 minutes after the team's match before (until that one begins, it is the team's next).
    const watched = mine.filter(
      (m, i) => start(m) > WORLD_START + 40 * 60_000 && start(m) < until - STEP_MS && i > 0 && start(mine[i - 1]) <= start(m) - 30 * 60_000,
    );
    expect(watched.length).toBeGreaterThan(2);

    const [ana, ben, cy, fan, channel] = await Promise.all([k.ids.ana, k.ids.ben, k.ids.cy, k.ids.fan, null].map((who) => warnedAt(who!)));
    expect(fan!.size).toBe(0);
    for (const m of watched) {
      const at = { ana: ana!.get(m.key)!, ben: ben!.get(m.key)!, cy: cy!.get(m.key)!, channel: channel!.get(m.key)! };
      // Each on the first look inside its own window, and before the match began.
      expect(at.ana - (start(m) - 30 * 60_000), `${m.key}: ana, 30 minutes before`).toBeGreaterThanOrEqual(0);
      expect(at.ana - (start(m) - 30 * 60_000)).toBeLessThan(STEP_MS);
      for (const who of [at.cy, at.channel]) {
        expect(who - (start(m) - 15 * 60_000), `${m.key}: the default, 15 minutes before`).toBeGreaterThanOrEqual(0);
        expect(who - (start(m) - 15 * 60_000)).toBeLessThan(STEP_MS);
      }
      // One match before: once the match two before it has begun, so at most one is still to start.
      const twoBefore = quals[m.match_number - 3];
      expect(at.ben, `${m.key}: ben, one match before`).toBeGreaterThanOrEqual(start(twoBefore));
      expect(at.ben - start(twoBefore)).toBeLessThan(STEP_MS);
      expect(at.ben).toBeLessThan(start(m));
      expect(at.ana).toBeLessThan(at.ben);
    }
    // No warning anyone got was for a match already under way.
    const startOf = new Map(quals.map((m) => [m.key, start(m)]));
    for (const warned of [ana, ben, cy, channel]) for (const [key, at] of warned!) expect(at, key).toBeLessThan(startOf.get(key)!);
    // Looking again changes nothing.
    expect((await pollBoth()).reduce((a, b) => a + b, 0)).toBe(0);

    // An upcoming-match fact from elsewhere (The Blue Alliance's upcoming_match message) knows no one's choice, nor
    // whether the match began: recorded as it is, it warns nobody (the event's next look does, at each one's moment).
    const later = mine.find((m) => start(m) > until + 3600_000)!;
    const fact = upcomingFact({ eventKey: '2026mihsi', eventName: page.event.name, timezone: null }, snapshotMatch(later), 7790);
    expect(await k.t.app.services.alerts.team.record([fact])).toBe(0);
    expect((await warnedAt(k.ids.ana)).has(later.key)).toBe(false);
  }, 300_000);
});
