import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { twoInstancesBeforeTheEvent, WORLD_START, type AlertRow } from './team-alerts-kit.ts';

describe.each(engines)('favourite-team alerts from the simulated season on %s, with two server instances', (engine) => {
  const { k, follow, driveTeamChannel, pollBoth, baseline, walkTheDay, alertsOf } = twoInstancesBeforeTheEvent(engine);

  it('produces every kind once and only once across the whole event, silent where preferences are off', async () => {
    await follow('ana', 7790);
    await follow('fan', 7790);
    await follow('ben', 7790, { notif_results: false, notif_awards: false });
    await driveTeamChannel();

    await baseline();
    const eventKey = (await k.t.app.services.competition.updates(7790)).eventKey!;
    expect(eventKey).toBe('2026mihsi');
    await walkTheDay(WORLD_START + 20 * 3600_000, eventKey);

    const page = JSON.parse(await k.t.app.services.competition.eventPage(eventKey));
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
    // Each upcoming alert names a different match, and every qualification match was announced.
    const upcoming = byKind(anas, 'upcoming').map((r) => r.subject);
    expect(new Set(upcoming).size).toBe(upcoming.length);
    const afterStart = played.filter((m: any) => m.comp_level === 'qm' && (m.predicted_time ?? m.time) > WORLD_START / 1000 + 15 * 60);
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
