import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyValues, type FieldValue, type FormDefinition } from '@team7790/shared/scouting/form';
import { reefscape2025Form } from '@team7790/shared/scouting/forms/reefscape-2025';
import type { CrewResponse, ScoutingKit, ScoutingSummary, Station } from '@team7790/shared/scouting/match-scouting';
import { fixedClock } from '../../src/clock.ts';
import { chatKit, useChatKit, type ChatKit } from '../chat/chat-kit.ts';
import { startRecordedProvider } from '../competition/fixture-world.ts';
import type { StandInProvider } from '../competition/stand-in-provider.ts';
import { engines } from '../databases.ts';
import { deliver, DURING_THE_EVENT, EVENT, firstSave, KIT, teamAt } from './scouting-kit.ts';

type Breakdown = { red: Record<string, unknown>; blue: Record<string, unknown> };
const allianceOf = (s: Station) => (s.startsWith('red') ? 'red' : 'blue');

/**
 * What a scout who saw exactly what the field recorded reports for a station: every field the official breakdown has
 * (robot entries as they are, alliance counts shared out among the three stations), the rest untouched.
 */
function truthful(form: FormDefinition, breakdown: Breakdown, station: Station): Record<string, FieldValue> {
  const side = breakdown[allianceOf(station)];
  const digit = Number(station.slice(-1));
  const values = emptyValues(form);
  for (const field of form.fields) {
    if (!('official' in field) || !field.official) continue;
    if ('robot' in field.official) {
      const official = side[`${field.official.robot}${digit}`];
      values[field.id] = field.kind === 'checkbox' ? official === (field.official.yes ?? 'Yes') : (official as string);
    } else {
      const total = field.official.alliance.split('.').reduce<any>((at, part) => at[part], side) as number;
      values[field.id] = Math.floor(total / 3) + (digit === 1 ? total % 3 : 0);
    }
  }
  return values;
}

const breakdownOf = async (k: ChatKit, matchKey: string): Promise<Breakdown> =>
  (await k.ok('GET', `/api/competition/matches/${matchKey}`)).match.score_breakdown;

describe.each(engines)("match scouting against the simulated season's results on %s", (engine) => {
  const k = useChatKit(engine, { now: fixedClock(DURING_THE_EVENT) });
  let kit: ScoutingKit;
  /** The team at red 1 in qualification 1, and its matches played so far: where it stood and what the field recorded. */
  let team: number;
  let played: { key: string; station: Station; breakdown: Breakdown }[];
  const save = (matchKey: string, station: Station, values: Record<string, FieldValue>) =>
    firstSave({ match_key: matchKey, station, team_number: teamAt(kit, matchKey, station), values });
  const summary = async (): Promise<ScoutingSummary> => k.ok('GET', `/api/scouting/events/${EVENT}/summary`, 'ben');
  const crew = async (): Promise<CrewResponse> => k.ok('GET', `/api/scouting/events/${EVENT}/crew`, 'coach');

  beforeAll(async () => {
    kit = await k.ok('GET', KIT, 'ana');
    team = teamAt(kit, `${EVENT}_qm1`, 'red1');
    played = [];
    for (const m of kit.schedule.filter((x) => x.played)) {
      const at = m.red.indexOf(team) >= 0 ? `red${m.red.indexOf(team) + 1}` : m.blue.indexOf(team) >= 0 ? `blue${m.blue.indexOf(team) + 1}` : null;
      if (at) played.push({ key: m.key, station: at as Station, breakdown: await breakdownOf(k, m.key) });
    }
  });

  it("averages a team's reports per match into the scouting table, matching what the field recorded", async () => {
    expect(played.length).toBeGreaterThanOrEqual(3);
    for (const m of played) await deliver(k, 'ana', save(m.key, m.station, truthful(reefscape2025Form, m.breakdown, m.station)));
    // A second scout on the first match, who saw the same: one more report, not one more match.
    const first = played[0]!;
    await deliver(k, 'ben', save(first.key, first.station, truthful(reefscape2025Form, first.breakdown, first.station)));

    const official = played.map((m) => m.breakdown[allianceOf(m.station)]!);
    const digit = (i: number) => played[i]!.station.slice(-1);
    const left = official.filter((side, i) => side[`autoLineRobot${digit(i)}`] === 'Yes').length / played.length;
    const barges = official.map((side, i) => side[`endGameRobot${digit(i)}`] as string);
    const bargePoints: Record<string, number> = { None: 0, Parked: 2, ShallowCage: 6, DeepCage: 12 };
    const barge = reefscape2025Form.fields.find((f) => f.id === 'end_barge')!;
    const options = barge.kind === 'choice' ? barge.options : [];
    const most = options.reduce((best, o) => (barges.filter((b) => b === o.value).length > barges.filter((b) => b === best.value).length ? o : best));

    const { form, teams } = await summary();
    expect([form?.season, form?.version]).toEqual([2025, 1]);
    const row = teams.find((t) => t.team_number === team)!;
    expect(row).toMatchObject({ matches: played.length, reports: played.length + 1 });
    expect(row.fields.auto_leave).toBeCloseTo(left, 9);
    expect(row.fields.end_barge).toBe(most.label);
    expect(row.phases.auto).toBeCloseTo(3 * left, 9);
    expect(row.phases.endgame).toBeCloseTo(barges.reduce((s, b) => s + bargePoints[b]!, 0) / played.length, 9);
    expect(row.phases.total).toBeCloseTo(row.phases.auto + row.phases.teleop + row.phases.endgame, 9);
    expect(row.fields.driver_skill).toBeNull();
    expect(row.fields).not.toHaveProperty('notes');
    // Only the scouted teams are listed, and only the current form's fields: an adjusted form drops fouls.
    expect(teams.map((t) => t.team_number).sort()).toEqual([...new Set(played.map((m) => teamAt(kit, m.key, m.station)))].sort());
    await k.ok('PUT', '/api/scouting/forms/2025', 'coach', {
      ...reefscape2025Form,
      fields: reefscape2025Form.fields.filter((f) => f.id !== 'fouls'),
    });
    const adjusted = await summary();
    expect(adjusted.form?.version).toBe(2);
    const after = adjusted.teams.find((t) => t.team_number === team)!;
    expect(after.fields).not.toHaveProperty('fouls');
    expect(after).toMatchObject({ matches: row.matches, reports: row.reports, phases: row.phases });
  });

  it('shows the crew, per match and position, what is scouted, missing, flagged against the breakdown, or to come', async () => {
    await k.ok('POST', `/api/scouting/events/${EVENT}/assignments`, 'coach', {
      station: 'red1',
      first_match: 1,
      last_match: null,
      user_id: k.ids.ana,
    });
    const qm1 = `${EVENT}_qm1`;
    const qm2 = `${EVENT}_qm2`;
    const [b1, b2] = [await breakdownOf(k, qm1), await breakdownOf(k, qm2)];
    // Qualification 1: red scouted as the field recorded it; blue 1 says the opposite of what its robot did.
    const wrongLeave = b1.blue.autoLineRobot1 !== 'Yes';
    const wrongBarge = b1.blue.endGameRobot1 === 'DeepCage' ? 'None' : 'DeepCage';
    const reds = (['red1', 'red2', 'red3'] as const).map((s) => save(qm1, s, truthful(reefscape2025Form, b1, s)));
    await deliver(
      k,
      'ana',
      ...reds,
      save(qm1, 'blue1', { ...truthful(reefscape2025Form, b1, 'blue1'), auto_leave: wrongLeave, end_barge: wrongBarge }),
    );
    // Qualification 2: blue's three scouts count 3 more algae in the net than the alliance's official count (tolerance 2).
    const blue = (['blue1', 'blue2', 'blue3'] as const).map((s) => truthful(reefscape2025Form, b2, s));
    blue[0]!.teleop_algae_net = (blue[0]!.teleop_algae_net as number) + 3;
    await deliver(k, 'ben', ...(['blue1', 'blue2', 'blue3'] as const).map((s, i) => save(qm2, s, blue[i]!)));

    const { event_key, matches } = await crew();
    expect(event_key).toBe(EVENT);
    expect(matches.map((m) => m.key)).toEqual(kit.schedule.map((m) => m.key));
    const states = (key: string) => matches.find((m) => m.key === key)!.positions.map((p) => `${p.station}:${p.state}`);
    const one = matches.find((m) => m.key === qm1)!;
    expect(states(qm1)).toEqual(['red1:scouted', 'red2:scouted', 'red3:scouted', 'blue1:flagged', 'blue2:missing', 'blue3:missing']);
    expect(one.positions[0]).toMatchObject({
      team_number: teamAt(kit, qm1, 'red1'),
      assigned: { id: k.ids.ana, name: 'ana' },
      reports: [{ id: reds[0]!.id, scouted_by: { id: k.ids.ana, name: 'ana' }, team_number: teamAt(kit, qm1, 'red1') }],
      flags: [],
    });
    const label = (value: string) => ({ None: 'None', Parked: 'Parked', ShallowCage: 'Shallow cage', DeepCage: 'Deep cage' })[value];
    expect(one.positions[3]!.flags).toEqual([
      { field: 'auto_leave', label: 'Left the starting line', phase: 'auto', reported: wrongLeave, official: !wrongLeave },
      { field: 'end_barge', label: 'Barge', phase: 'endgame', reported: label(wrongBarge), official: label(b1.blue.endGameRobot1 as string) },
    ]);
    expect(states(qm2).slice(3)).toEqual(['blue1:flagged', 'blue2:flagged', 'blue3:flagged']);
    const net = b2.blue.netAlgaeCount as number;
    expect(matches.find((m) => m.key === qm2)!.positions[4]!.flags).toEqual([
      { field: 'teleop_algae_net', label: 'Algae in net', phase: 'teleop', reported: net + 3, official: net },
    ]);
    // A played match no one scouted is missing everywhere; the last qualification is still to come, red 1 already ana's.
    const unscouted = kit.schedule.find((m) => m.played && m.key !== qm1 && m.key !== qm2)!;
    expect(new Set(states(unscouted.key).map((s) => s.split(':')[1]))).toEqual(new Set(['missing']));
    const last = matches.filter((m) => m.key.includes('_qm')).at(-1)!;
    expect(last.played).toBe(false);
    expect(last.positions.map((p) => p.state)).toEqual(Array(6).fill('upcoming'));
    expect(last.positions[0]!.assigned).toEqual({ id: k.ids.ana, name: 'ana' });
    expect(last.positions[1]!.assigned).toBeNull();
  });

  it('shows a report whose team differs from the schedule under its position, with the team it names', async () => {
    const qm3 = `${EVENT}_qm3`;
    const other = teamAt(kit, qm3, 'blue3');
    const report = firstSave({ match_key: qm3, station: 'red2', team_number: other });
    await deliver(k, 'ana', report);
    const position = (await crew()).matches.find((m) => m.key === qm3)!.positions[1]!;
    expect(position).toMatchObject({ station: 'red2', team_number: teamAt(kit, qm3, 'red2'), reports: [{ id: report.id, team_number: other }] });
  });
});

/** The real provider's data through the stand-in: REBUILT 2026 as recorded at 2026marea, and the provider failing first. */
describe.each(engines)('match scouting with the provider down, then back, on %s', (engine) => {
  let provider: StandInProvider;
  let k: ChatKit;
  const MAREA = '2026marea';
  beforeEach(async () => {
    provider = await startRecordedProvider();
    k = await chatKit(engine, { settings: provider.settings(), now: fixedClock('2026-06-01T12:00:00Z') }).catch(async (error) => {
      await provider.close();
      throw error;
    });
    return async () => {
      await k.close();
      await provider.close();
    };
  });

  const qm25 = `${MAREA}_qm25`;
  /** Blue 2 in qualification 25 (5459) climbed to level 1 at the end; its scout says level 3. */
  const levelThree = () =>
    firstSave({ event_key: MAREA, match_key: qm25, station: 'blue2', team_number: 5459, form_season: 2026, values: { end_tower: 'Level3' } });

  it('still hands out the kit and takes reports while the provider fails with nothing cached', async () => {
    provider.down = { status: 503 };
    const kit: ScoutingKit = await k.ok('GET', `/api/scouting/events/${MAREA}/kit`, 'ana');
    expect(kit).toMatchObject({ event_key: MAREA, event_name: MAREA, schedule: [], form: { season: 2026, version: 1, name: 'REBUILT 2026' } });
    // Without a schedule the match cannot be checked: the report is kept rather than refused.
    expect(
      (await deliver(k, 'ana', levelThree(), firstSave({ event_key: MAREA, match_key: `${MAREA}_qm999`, form_season: 2026 }))).map((r) => r.status),
    ).toEqual(['accepted', 'accepted']);
  });

  it("checks REBUILT reports against 2026marea's recorded breakdowns once the provider answers", async () => {
    const kit: ScoutingKit = await k.ok('GET', `/api/scouting/events/${MAREA}/kit`, 'ana');
    expect(kit.event_name).not.toBe(MAREA);
    expect(kit.schedule.find((m) => m.key === qm25)).toMatchObject({ name: 'Qualification 25', blue: [97, 5459, 3958], played: true });
    const unknown = firstSave({ event_key: MAREA, match_key: `${MAREA}_qm999`, form_season: 2026 });
    expect((await deliver(k, 'ana', levelThree(), unknown)).map((r) => [r.status, r.code])).toEqual([
      ['accepted', undefined],
      ['refused', 'unknown_match'],
    ]);
    const crew: CrewResponse = await k.ok('GET', `/api/scouting/events/${MAREA}/crew`, 'coach');
    const blue2 = crew.matches.find((m) => m.key === qm25)!.positions[4]!;
    expect(blue2).toMatchObject({ state: 'flagged', team_number: 5459 });
    expect(blue2.flags).toEqual([{ field: 'end_tower', label: 'Tower climb', phase: 'endgame', reported: 'Level 3', official: 'Level 1' }]);
  });
});
