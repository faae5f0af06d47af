import { describe, expect, it } from 'vitest';
import { buildBreakdown, formatCell, type BreakdownMatch } from './build-breakdown.ts';
import { humanize } from './field-readers.ts';

const match = (eventKey: string, red: Record<string, unknown> | null, blue: Record<string, unknown> | null, compLevel = 'qm'): BreakdownMatch => ({
  event_key: eventKey,
  comp_level: compLevel,
  alliances: { red: { score: 50 }, blue: { score: 40 } },
  score_breakdown: red && blue ? { red, blue } : null,
});

const titles = (m: BreakdownMatch) => buildBreakdown(m)!.sections.map((s) => s.title);
const labels = (m: BreakdownMatch, title: string) =>
  buildBreakdown(m)!
    .sections.find((s) => s.title === title)
    ?.rows.map((r) => r.label);

describe('buildBreakdown', () => {
  it('answers null without a breakdown (the page says Match breakdown unavailable)', () => {
    expect(buildBreakdown(match('2025milac', null, null))).toBeNull();
  });

  it('falls back to generic auto, teleop and endgame rows for a season without a layout', () => {
    const side = {
      autoPoints: 10,
      teleopPoints: 20,
      endgamePoints: 5,
      foulPoints: 3,
      foulCount: 1,
      techFoulCount: 0,
      adjustPoints: 0,
      totalPoints: 38,
    };
    const m = match('2021isr1', side, { ...side, autoPoints: 12 });
    const table = buildBreakdown(m)!;
    expect(table.game).toBeNull();
    expect(titles(m)).toEqual(['Auto', 'Teleop', 'Endgame', 'Penalties', 'Total']);
    expect(labels(m, 'Auto')).toEqual(['Auto Points']);
    expect(labels(m, 'Penalties')).toEqual(['Fouls', 'Tech Fouls', 'Foul Points']);
    const auto = table.sections[0]!.rows[0]!;
    expect(auto.leader).toBe('blue');
    expect(table.sections.at(-1)!.rows).toMatchObject([{ label: 'Total Score', red: { text: '38' }, blue: { text: '38' } }]);
  });

  it('shows Adjustment Points only when an alliance has any (recorded disqualifications are negative)', () => {
    const side = { autoPoints: 1, adjustPoints: 0 };
    expect(labels(match('2021x', side, side), 'Penalties')).not.toContain('Adjustment Points');
    expect(labels(match('2021x', { ...side, adjustPoints: 4 }, side), 'Penalties')).toContain('Adjustment Points');
    // The spec says 'greater than 0', but 2017nyny_sf2m3 records -220 (a disqualified alliance's score set to 0).
    expect(labels(match('2021x', { ...side, adjustPoints: -2 }, side), 'Penalties')).toContain('Adjustment Points');
  });

  it("uses a 'Total' section with the alliance scores when nothing else applies", () => {
    const table = buildBreakdown(match('2014misjo', { rp: 1 }, { rp: 2 }))!;
    expect(table.sections).toEqual([
      {
        title: 'Total',
        rows: [expect.objectContaining({ label: 'Score', red: { text: '50', value: 50 }, blue: { text: '40', value: 40 }, leader: 'red' })],
      },
    ]);
  });

  it('takes the total from the alliance score when the breakdown has none', () => {
    const table = buildBreakdown(match('2021x', { autoPoints: 1 }, { autoPoints: 2 }))!;
    expect(table.sections.at(-1)!.rows[0]).toMatchObject({ red: { text: '50' }, blue: { text: '40' } });
  });

  it('leaves ranking-point rows out of playoff matches, and the Bonus section when it is empty', () => {
    const side = { coopertitionCriteriaMet: true, autoBonusAchieved: false, coralBonusAchieved: true, bargeBonusAchieved: true };
    expect(labels(match('2025milac', side, side), 'Bonus')).toEqual(['Coopertition', 'Auto Bonus', 'Coral Bonus', 'Barge Bonus']);
    expect(titles(match('2025milac', side, side, 'sf'))).not.toContain('Bonus');
    // 2017's bonus points counted in playoffs too, so they stay.
    expect(labels(match('2017mike2', { kPaBonusPoints: 20 }, { kPaBonusPoints: 0 }, 'f'), 'Bonus')).toEqual([
      'kPa Bonus Points',
      'Rotor Bonus Points',
    ]);
  });

  it('shows 2015 fouls as points taken off', () => {
    const table = buildBreakdown(match('2015misjo', { foul_points: 6, foul_count: 1 }, { foul_points: 0, foul_count: 0 }))!;
    const penalties = table.sections.find((s) => s.title === 'Penalties')!;
    expect(penalties.rows[2]).toMatchObject({ label: 'Foul Points (deducted)', red: { text: '-6' }, blue: { text: '0' } });
    expect(penalties.rows[0]).toMatchObject({ red: { text: '1' } });
  });

  it('uses the reef layout from 2025 on, and 2026 hub layout only for hub-shaped breakdowns', () => {
    expect(buildBreakdown(match('2025milac', {}, {}))!.game).toBe('Reefscape');
    expect(buildBreakdown(match('2027milac', {}, {}))!.game).toBe('Reefscape');
    expect(buildBreakdown(match('2026milac', { hubScore: {} }, { hubScore: {} }))!.game).toBe('Rebuilt');
  });

  it('counts 2026 minor and major fouls as Fouls and Tech Fouls', () => {
    const side = { hubScore: {}, minorFoulCount: 2, majorFoulCount: 1, foulPoints: 9 };
    const penalties = buildBreakdown(match('2026x', side, side))!.sections.find((s) => s.title === 'Penalties')!;
    expect(penalties.rows.map((r) => [r.label, r.red.text])).toEqual([
      ['Fouls', '2'],
      ['Tech Fouls', '1'],
      ['Foul Points', '9'],
    ]);
  });
});

describe('cells', () => {
  it('formats numbers, out-of counts, yes/no, names and absence', () => {
    expect(formatCell(5)).toEqual({ text: '5', value: 5 });
    expect(formatCell(5, 12)).toEqual({ text: '5 / 12', value: 5 });
    expect(formatCell(true).text).toBe('Yes');
    expect(formatCell(false).text).toBe('No');
    expect(formatCell('DeepCage').text).toBe('Deep Cage');
    expect(formatCell(null).text).toBe('—');
  });

  it('humanizes provider state names', () => {
    expect(humanize('HabLevel2')).toBe('Hab Level 2');
    expect(humanize('B_Ramparts')).toBe('Ramparts');
    expect(humanize('CrossedHabLineInSandstorm')).toBe('Crossed Hab Line In Sandstorm');
    expect(humanize('ReadyForTakeoff')).toBe('Ready For Takeoff');
    expect(humanize('StageRight')).toBe('Stage Right');
  });
});
