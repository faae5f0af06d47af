import { beforeAll, describe, expect, it } from 'vitest';
import { reefscape2025Form } from '@team7790/shared/scouting/forms/reefscape-2025';
import { rebuilt2026Form } from '@team7790/shared/scouting/forms/rebuilt-2026';
import type { ScoutingKit, Station } from '@team7790/shared/scouting/match-scouting';
import { fixedClock } from '../../src/clock.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { engines } from '../databases.ts';
import { count, deliver, DURING_THE_EVENT, EVENT, firstSave, KIT, REPORTS, teamAt } from './scouting-kit.ts';

const FORMS = '/api/scouting/forms';
const ASSIGNMENTS = `/api/scouting/events/${EVENT}/assignments`;
const ids = (fields: readonly { id: string }[]) => fields.map((f) => f.id);

describe.each(engines)('match scouting: forms, kit and assignments on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock(DURING_THE_EVENT) });

  it("gives members each season's built-in form as version 1 until an administrator adjusts it", async () => {
    const res = await k.call('GET', `${FORMS}/2025`, 'ana');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ season: 2025, version: 1, name: 'REEFSCAPE 2025' });
    expect(ids(res.json().fields)).toEqual(ids(reefscape2025Form.fields));
    expect(await k.ok('GET', `${FORMS}/2026`, 'ana')).toMatchObject({ season: 2026, version: 1, name: 'REBUILT 2026' });
    // A later simulated season plays the newest game.
    const later = await k.ok('GET', `${FORMS}/2031`, 'ana');
    expect([later.season, later.version, ids(later.fields)]).toEqual([2031, 1, ids(rebuilt2026Form.fields)]);
    expect(await k.ok('GET', `${FORMS}/2025/versions/1`, 'ana')).toMatchObject({ season: 2025, version: 1 });
    for (const url of [`${FORMS}/2019`, `${FORMS}/2025/versions/2`]) {
      const missing = await k.call('GET', url, 'ana');
      expect([missing.statusCode, missing.json().code], url).toEqual([404, 'no_form']);
    }
    // Reading stores nothing.
    expect(await count(k, 'scouting_forms')).toBe(0);
  });

  it('stores an adjusted form as the next version, keeping the one before as it was', async () => {
    const adjusted = { name: 'REEFSCAPE 2025 (district)', fields: reefscape2025Form.fields.filter((f) => f.id !== 'fouls') };
    const v2 = await k.ok('PUT', `${FORMS}/2025`, 'coach', adjusted);
    expect([v2.season, v2.version, v2.name]).toEqual([2025, 2, 'REEFSCAPE 2025 (district)']);
    expect(await k.ok('GET', `${FORMS}/2025`, 'ben')).toEqual(v2);
    expect(ids((await k.ok('GET', `${FORMS}/2025/versions/1`, 'ben')).fields)).toEqual(ids(reefscape2025Form.fields));
    // Two adjustments at once take two versions.
    const both = await Promise.all([k.ok('PUT', `${FORMS}/2025`, 'coach', adjusted), k.ok('PUT', `${FORMS}/2025`, 'mentor', adjusted)]);
    expect(both.map((f) => f.version).sort()).toEqual([3, 4]);
    // A season without a built-in form starts at version 1.
    expect((await k.ok('PUT', `${FORMS}/2019`, 'coach', adjusted)).version).toBe(1);
    expect(await count(k, 'scouting_forms')).toBe(5);
  });

  it('lets only administrators adjust a form, and refuses a bad one with the error shape, storing nothing', async () => {
    const form = { name: 'Mine', fields: [{ id: 'pieces', label: 'Pieces', phase: 'auto', kind: 'counter', max: 10 }] };
    expect((await k.call('PUT', `${FORMS}/2025`, undefined, form)).statusCode).toBe(401);
    expect((await k.call('PUT', `${FORMS}/2025`, 'fan', form)).statusCode).toBe(403);
    expect((await k.call('PUT', `${FORMS}/2025`, 'ana', form)).statusCode).toBe(403);
    const bad: [object, string][] = [
      [{ name: 'Empty', fields: [] }, 'A form needs at least one field.'],
      [{ ...form, fields: [...form.fields, ...form.fields] }, 'Field ids must differ.'],
      [{ ...form, fields: [{ ...form.fields[0], kind: 'slider' }] }, 'Field kind must be'],
      [{ ...form, fields: [{ ...form.fields[0], id: 'Pieces!' }] }, 'Field id must be'],
      [{ ...form, version: 7 }, 'version'],
      // Names a scout reads refuse what channel names refuse: a right-to-left override would show "Pieces" reversed.
      [{ ...form, name: 'Mine\u202E' }, 'name: Label must not contain invisible or control characters (U+202E).'],
      [{ ...form, fields: [{ ...form.fields[0], label: 'Pie\u2067ces' }] }, 'fields.0.label: Label must not contain invisible'],
      [
        {
          ...form,
          fields: [
            {
              id: 'climb',
              label: 'Climb',
              phase: 'endgame',
              kind: 'choice',
              options: [
                { value: 'none', label: 'None' },
                { value: 'deep', label: 'Deep\u200B' },
              ],
            },
          ],
        },
        'fields.0.options.1.label: Label must not contain invisible',
      ],
    ];
    for (const [body, error] of bad) {
      const res = await k.call('PUT', `${FORMS}/2025`, 'coach', body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().error, error).toContain(error);
    }
    expect(await count(k, 'scouting_forms')).toBe(0);
  });

  it("hands a member's phone the event's kit: its form, its schedule named and in order, assignments and who asked", async () => {
    const res = await k.call('GET', KIT, 'ana');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const kit: ScoutingKit = res.json();
    expect(kit).toMatchObject({ event_key: EVENT, event_name: 'FIM District Lake City Event', me: { id: k.ids.ana, name: 'ana' } });
    expect(kit.fetched_at).toBe(new Date(DURING_THE_EVENT).toISOString());
    expect([kit.form.season, kit.form.version, kit.form.name]).toEqual([2025, 1, 'REEFSCAPE 2025']);
    const page = await k.ok('GET', `/api/competition/events/${EVENT}`);
    const quals = kit.schedule.filter((m) => m.comp_level === 'qm');
    expect(quals.length).toBe(page.matches.filter((m: { comp_level: string }) => m.comp_level === 'qm').length);
    expect(quals.slice(0, 2).map((m) => m.name)).toEqual(['Qualification 1', 'Qualification 2']);
    for (const m of quals) {
      const provider = page.matches.find((p: { key: string }) => p.key === m.key);
      const numbers = (side: 'red' | 'blue') => provider.alliances[side].team_keys.map((t: string) => Number(t.slice(3)));
      expect([m.red, m.blue], m.key).toEqual([numbers('red'), numbers('blue')]);
      expect(m.played, m.key).toBe(provider.alliances.red.score !== null);
    }
    // At 20:00 on the first day the morning is played and the rest is to come.
    expect(quals[0]!.played).toBe(true);
    expect(quals.at(-1)!.played).toBe(false);
    expect(quals[0]!.time).toBe(new Date(page.matches[0].actual_time * 1000).toISOString());
  });

  it('refuses the kit to visitors and public accounts, and answers 404 for an unknown event', async () => {
    expect((await k.call('GET', KIT)).statusCode).toBe(401);
    expect((await k.call('GET', KIT, 'fan')).statusCode).toBe(403);
    const unknown = await k.call('GET', '/api/scouting/events/2025zzzz/kit', 'ana');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Event 2025zzzz was not found.']);
    const old = await k.call('GET', '/api/scouting/events/2024milac/kit', 'ana');
    expect([old.statusCode, old.json().code]).toEqual([404, 'no_form']);
  });

  it('assigns scouts to positions for blocks of matches, refusing a block that overlaps one of the same station', async () => {
    const assign = (as: 'coach' | 'ana', body: object) => k.call('POST', ASSIGNMENTS, as, body);
    let res = await assign('coach', { station: 'red1', first_match: 1, last_match: 10, user_id: k.ids.ana });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignments).toEqual([
      { id: expect.any(Number), event_key: EVENT, station: 'red1', first_match: 1, last_match: 10, user_id: k.ids.ana, user_name: 'ana' },
    ]);
    res = await assign('coach', { station: 'red1', first_match: 5, last_match: 20, user_id: k.ids.ben });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Red 1 is already assigned to ana for matches 1 to 10.', code: 'assignment_overlap' });
    expect((await assign('coach', { station: 'red1', first_match: 11, last_match: null, user_id: k.ids.ben })).statusCode).toBe(200);
    expect((await assign('coach', { station: 'red1', first_match: 60, last_match: 70, user_id: k.ids.cy })).statusCode).toBe(409);
    res = await assign('coach', { station: 'blue3', first_match: 1, last_match: null, user_id: k.ids.coach });
    const all = res.json().assignments;
    expect(all.map((a: { station: Station; first_match: number; user_name: string }) => `${a.station} ${a.first_match} ${a.user_name}`)).toEqual([
      'red1 1 ana',
      'red1 11 ben',
      'blue3 1 coach',
    ]);
    const kit: ScoutingKit = await k.ok('GET', KIT, 'cy');
    expect(kit.assignments).toEqual(all);

    // One scout watches one robot: a second position over any of the same matches is refused, after them it is not.
    res = await assign('coach', { station: 'blue1', first_match: 10, last_match: 12, user_id: k.ids.ana });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'ana already scouts Red 1 for matches 1 to 10.', code: 'scout_double_booked', field: 'user_id' });
    res = await assign('coach', { station: 'red2', first_match: 30, last_match: 31, user_id: k.ids.coach });
    expect(res.json()).toMatchObject({ error: 'coach already scouts Blue 3 for matches 1 to the end.', code: 'scout_double_booked' });
    expect((await k.ok('GET', KIT, 'cy')).assignments).toEqual(all);

    // Removing one; the id must be this event's.
    const bens = all[1].id;
    expect((await k.call('DELETE', `/api/scouting/events/2025mitvc/assignments/${bens}`, 'coach')).statusCode).toBe(404);
    const left = await k.ok('DELETE', `${ASSIGNMENTS}/${bens}`, 'coach');
    expect(left.assignments.map((a: { id: number }) => a.id)).toEqual([all[0].id, all[2].id]);
    expect((await k.call('DELETE', `${ASSIGNMENTS}/${bens}`, 'coach')).statusCode).toBe(404);
    // A scout whose account goes loses their blocks with it.
    await k.ok('DELETE', `/api/admin/users/${k.ids.ana}`, 'coach');
    expect((await k.ok('GET', KIT, 'cy')).assignments.map((a: { user_name: string }) => a.user_name)).toEqual(['coach']);
  });

  it('assigns only member accounts, by administrators only, with bad input refused in the error shape', async () => {
    const body = { station: 'blue2', first_match: 1, last_match: 5, user_id: k.ids.ben };
    expect((await k.call('POST', ASSIGNMENTS, undefined, body)).statusCode).toBe(401);
    expect((await k.call('POST', ASSIGNMENTS, 'fan', body)).statusCode).toBe(403);
    expect((await k.call('POST', ASSIGNMENTS, 'ben', body)).statusCode).toBe(403);
    expect((await k.call('DELETE', `${ASSIGNMENTS}/1`, 'ben')).statusCode).toBe(403);
    const cases: [object, string, string][] = [
      [{ ...body, user_id: k.ids.fan }, 'user_id', 'user_id: The scout must be a member account.'],
      [{ ...body, user_id: 987654 }, 'user_id', 'user_id: The scout must be a member account.'],
      [{ ...body, user_id: 2 ** 31 }, 'user_id', 'user_id: Scout must be a user id.'],
      [{ ...body, last_match: 0 }, 'last_match', 'last_match'],
      [{ ...body, first_match: 6 }, 'last_match', 'Last match must not be before the first.'],
      [{ ...body, station: 'red4' }, 'station', 'Station must be red1, red2, red3, blue1, blue2 or blue3.'],
      [{ ...body, note: 'hi' }, '', 'note'],
    ];
    for (const [bad, field, error] of cases) {
      const res = await k.call('POST', ASSIGNMENTS, 'coach', bad);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error, error).toContain(error);
      if (field) expect(res.json().field, error).toBe(field);
    }
    const unknown = await k.call('POST', '/api/scouting/events/2025zzzz/assignments', 'coach', body);
    expect(unknown.statusCode).toBe(404);
    expect(await count(k, 'scouting_assignments')).toBe(0);
  });
});

describe.each(engines)('match scouting: reading reports back on %s', (engine) => {
  const k = useChatKit(engine, { now: fixedClock(DURING_THE_EVENT) });
  let kit: ScoutingKit;
  const save = (matchKey: string, station: Station, over: Parameters<typeof firstSave>[0] = {}) =>
    firstSave({ match_key: matchKey, station, team_number: teamAt(kit, matchKey, station), ...over });
  beforeAll(async () => {
    kit = await k.ok('GET', KIT, 'ana');
  });

  it('shows a report to its scout, whoever delivered it and administrators; to other members it does not exist', async () => {
    const relayed = save(`${EVENT}_qm1`, 'red1', { scouted_by: k.ids.ana });
    await deliver(k, 'mentor', relayed);
    const own = save(`${EVENT}_qm1`, 'red2');
    await deliver(k, 'cy', own);
    for (const [report, readers] of [
      [relayed, ['ana', 'coach', 'mentor']],
      [own, ['cy', 'coach', 'mentor']],
    ] as const) {
      for (const as of readers) {
        const res = await k.call('GET', `${REPORTS}/${report.id}`, as);
        expect(res.statusCode, as).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    const url = `${REPORTS}/${relayed.id}`;
    for (const as of ['ben', 'cy'] as const) {
      const other = await k.call('GET', url, as);
      expect([other.statusCode, other.json().error], as).toEqual([404, 'That report was not found.']);
    }
    expect((await k.call('GET', url, 'fan')).statusCode).toBe(403);
    expect((await k.call('GET', url)).statusCode).toBe(401);
    expect((await k.call('GET', `${REPORTS}/9d1f8a52-8c5e-4a53-9b9e-3f1d2c6a7b10`, 'coach')).statusCode).toBe(404);
    const bad = await k.call('GET', `${REPORTS}/not-a-uuid`, 'coach');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'id']);
  });

  it("tells every member's kit which positions are scouted, whoever sent the report, and nothing more of it", async () => {
    const before: ScoutingKit = await k.ok('GET', KIT, 'ben');
    expect(before.scouted?.some((p) => p.match_key === `${EVENT}_qm5`)).toBe(false);
    await deliver(k, 'cy', save(`${EVENT}_qm5`, 'blue3'));
    // A second report of the same position is still one scouted position.
    await deliver(k, 'ana', save(`${EVENT}_qm5`, 'blue3'));
    const after: ScoutingKit = await k.ok('GET', KIT, 'ben');
    expect(after.scouted?.filter((p) => p.match_key === `${EVENT}_qm5`)).toEqual([{ match_key: `${EVENT}_qm5`, station: 'blue3' }]);
    expect(Object.keys(after.scouted![0]!).sort()).toEqual(['match_key', 'station']);
    expect((await k.ok('GET', KIT, 'cy')).scouted).toEqual(after.scouted);
  });

  it("lists a member's own reports of the event, in play order, and every report to an administrator", async () => {
    await deliver(k, 'ana', save(`${EVENT}_qm2`, 'blue1'), save(`${EVENT}_qm1`, 'blue2'));
    await deliver(k, 'ben', save(`${EVENT}_qm1`, 'red3'));
    const list = async (as: 'ana' | 'ben' | 'cy' | 'coach') =>
      (await k.ok('GET', `/api/scouting/events/${EVENT}/reports`, as)).reports.map(
        (r: { match_key: string; station: string }) => `${r.match_key.split('_')[1]} ${r.station}`,
      );
    expect(await list('ana')).toEqual(['qm1 blue2', 'qm2 blue1']);
    expect(await list('ben')).toEqual(['qm1 red3']);
    expect(await list('cy')).toEqual([]);
    expect(await list('coach')).toEqual(['qm1 red3', 'qm1 blue2', 'qm2 blue1']);
    expect((await k.call('GET', `/api/scouting/events/${EVENT}/reports`, 'fan')).statusCode).toBe(403);
    expect((await k.call('GET', `/api/scouting/events/${EVENT}/reports`)).statusCode).toBe(401);
  });

  it('exports the reports as CSV for administrators, notes quoted and formulas kept as text', async () => {
    const first = save(`${EVENT}_qm1`, 'red1', {
      values: { auto_leave: true, auto_coral_l1: 2, end_barge: 'DeepCage', driver_skill: 4, notes: 'fast, "smooth" driver' },
    });
    const second = save(`${EVENT}_qm1`, 'blue2', { values: { notes: '=HYPERLINK("http://example.com","x")' } });
    // A semicolon-locale spreadsheet starts a cell at each ;, inside quotes or not.
    const third = save(`${EVENT}_qm1`, 'blue3', { values: { notes: 'x;=HYPERLINK("http://example.com")' } });
    await deliver(k, 'ana', second, first, third);
    expect((await k.call('GET', `/api/scouting/events/${EVENT}/reports.csv`, 'ana')).statusCode).toBe(403);
    const res = await k.call('GET', `/api/scouting/events/${EVENT}/reports.csv`, 'coach');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${EVENT}-scouting-reports.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      [
        'Event,Match,Station,Team,Scout,Form version,Submitted at',
        'Auto: Left the starting line,Auto: Coral L1,Auto: Coral L2,Auto: Coral L3,Auto: Coral L4,Auto: Algae in net',
        'Teleop: Coral L1,Teleop: Coral L2,Teleop: Coral L3,Teleop: Coral L4,Teleop: Algae in net,Teleop: Algae in processor,Teleop: Played defense',
        'Endgame: Barge,After the match: Driver skill,After the match: Broke down or stopped moving,After the match: Fouls seen,After the match: Notes',
      ].join(','),
    );
    expect(lines[1]).toBe(
      `${EVENT},Qualification 1,Red 1,${first.team_number},ana,1,2025-03-01T14:03:00.000Z,Yes,2,0,0,0,0,0,0,0,0,0,0,No,Deep cage,4,No,0,"fast, ""smooth"" driver"`,
    );
    expect(lines[2]).toBe(
      `${EVENT},Qualification 1,Blue 2,${second.team_number},ana,1,2025-03-01T14:03:00.000Z,No,0,0,0,0,0,0,0,0,0,0,0,No,None,,No,0,"'=HYPERLINK(""http://example.com"",""x"")"`,
    );
    expect(lines[3]).toBe(
      `${EVENT},Qualification 1,Blue 3,${third.team_number},ana,1,2025-03-01T14:03:00.000Z,No,0,0,0,0,0,0,0,0,0,0,0,No,None,,No,0,"x;'=HYPERLINK(""http://example.com"")"`,
    );
    expect(lines).toHaveLength(5);
  });

  it('keeps raw reports from public accounts and visitors everywhere: summary for members, crew and CSV for administrators', async () => {
    for (const [url, member] of [
      [`/api/scouting/events/${EVENT}/summary`, 200],
      [`/api/scouting/events/${EVENT}/crew`, 403],
      [`/api/scouting/events/${EVENT}/reports.csv`, 403],
    ] as const) {
      expect((await k.call('GET', url)).statusCode, url).toBe(401);
      expect((await k.call('GET', url, 'fan')).statusCode, url).toBe(403);
      expect((await k.call('GET', url, 'ben')).statusCode, url).toBe(member);
    }
  });
});
