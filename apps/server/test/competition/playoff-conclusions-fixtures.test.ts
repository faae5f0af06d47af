import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBracket, type Bracket, type BracketRound } from '@team7790/shared/competition/playoff-bracket';
import { playoffResults, resultOfAlliance } from '@team7790/shared/competition/playoff-results';
import type { TbaAlliance, TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import { toAlliances, toMatchSummary } from '../../src/features/competition/shaping/tba-shapes.ts';
import { FIXTURES, fixture } from './stand-in-provider.ts';

/**
 * Every recorded event with playoff matches (read from the shared fixtures at test time), event by
 * event: the format its playoff_type says, one Winner (the alliance that won the finals), Finalist
 * for the finals loser, where each other alliance went out, and no round drawn without matches.
 */
const dir = (key: string) => `${FIXTURES}/tba/event/${key}`;
const events = readdirSync(`${FIXTURES}/tba/event`)
  .filter((key) => existsSync(`${dir(key)}/matches.json`))
  .filter((key) => fixture<TbaMatch[]>(`tba/event/${key}/matches.json`).some((m) => m.comp_level !== 'qm'));

function recorded(key: string) {
  const event = existsSync(`${dir(key)}.json`) ? fixture<TbaEvent>(`tba/event/${key}.json`) : null;
  const matches = fixture<TbaMatch[]>(`tba/event/${key}/matches.json`).map(toMatchSummary);
  const alliances = existsSync(`${dir(key)}/alliances.json`) ? toAlliances(fixture<TbaAlliance[]>(`tba/event/${key}/alliances.json`)) : [];
  const playoffType = (event as { playoff_type?: number | null } | null)?.playoff_type ?? null;
  const bracket = buildBracket(Number(key.slice(0, 4)), matches, alliances, playoffType);
  return { matches, alliances, playoffType, bracket, results: playoffResults(bracket) };
}

const roundsOf = (b: Bracket): BracketRound[] =>
  'rounds' in b
    ? b.rounds
    : b.format === 'finals-2'
      ? [{ id: 'f', title: 'Finals', series: [b.finals] }]
      : [...b.upper, ...b.lower, { id: 'f', title: 'Finals', series: [b.finals] }];

/** TBA's playoff_type enum, as the issue lists it. */
const EXPECTED_FORMAT: Record<number, string> = {
  0: 'best-of-3',
  1: 'best-of-3',
  2: 'best-of-3',
  3: 'average',
  4: 'round-robin',
  10: 'double-8',
  11: 'double-4',
};
const LEVEL_NAMES: Record<string, string> = { ef: 'Eighth-finals', qf: 'Quarterfinals', sf: 'Semifinals' };

describe('every recorded event: conclusions the data supports', () => {
  it('reads the recorded events of every format', () => {
    expect(events).toEqual(
      expect.arrayContaining(['2012ct', '2015micmp', '2017cmpmo', '2019micmp', '2023micmp', '2024nytr', '2025mndu', '2026marea']),
    );
    expect(events.length).toBeGreaterThanOrEqual(20);
  });

  it.each(events)('%s', (key) => {
    const { matches, alliances, playoffType, bracket, results } = recorded(key);

    // The format is the one the event says.
    if (playoffType !== null) expect(bracket.format, 'format from playoff_type').toBe(EXPECTED_FORMAT[playoffType]);

    // No round drawn without matches, and every series drawn in a finished event was played.
    for (const round of roundsOf(bracket)) {
      expect(
        round.series.some((s) => s.games.length > 0),
        `round ${round.title} has matches`,
      ).toBe(true);
      for (const s of round.series) expect(s.games.length, `${s.title} has matches`).toBeGreaterThan(0);
    }
    // Every playoff match is drawn (finals after the fifth excepted).
    const drawn = new Set(roundsOf(bracket).flatMap((r) => r.series.flatMap((s) => s.games.map((g) => g.key))));
    for (const m of matches.filter((m) => m.comp_level !== 'qm' && (m.comp_level !== 'f' || m.match_number <= 5)))
      expect(drawn.has(m.key), m.key).toBe(true);

    // One Winner, one Finalist; everyone else went out somewhere.
    expect(results.filter((r) => r.text === 'Winner')).toHaveLength(1);
    expect(results.filter((r) => r.text === 'Finalist')).toHaveLength(1);
    for (const r of results) expect(r.text, r.teamKeys.join()).toMatch(/^(Winner|Finalist|Eliminated in .+)$/);

    if (alliances.length === 0) {
      // Without an alliance list no alliance number is invented, and a substituted lineup is the same alliance.
      expect(results.every((r) => r.alliance === null)).toBe(true);
      const limit = bracket.format === 'average' ? 16 : 8;
      expect(results.length).toBeLessThanOrEqual(limit);
      expect(JSON.stringify(bracket)).not.toMatch(/"alliance":\d/);
      return;
    }
    // With the alliance list: each alliance's result agrees with the provider's record of it.
    expect(
      results.every((r) => r.alliance !== null),
      'every lineup is a listed alliance',
    ).toBe(true);
    for (const alliance of alliances) {
      const status = alliance.status;
      const result = resultOfAlliance(results, alliance);
      if (!status?.level) continue;
      expect(result, `alliance ${alliance.number} played`).not.toBeNull();
      const label = `alliance ${alliance.number} (${status.level} ${status.status} ${status.double_elim_round})`;
      if (status.level === 'f') expect(result!.text, label).toBe(status.status === 'won' ? 'Winner' : 'Finalist');
      else if (status.double_elim_round) expect(result!.text, label).toBe(`Eliminated in ${status.double_elim_round} · lower bracket`);
      else if (bracket.format === 'round-robin') expect(result!.text, label).toBe('Eliminated in Round Robin');
      else if (bracket.format === 'double-4' || bracket.format === 'double-8')
        expect(result!.text, label).toMatch(/^Eliminated in Round [2-5] · lower bracket$/);
      else expect(result!.text, label).toBe(`Eliminated in ${LEVEL_NAMES[status.level]}`);
    }
  });

  it('2023micmp: the lower bracket rounds come from the matches when double_elim_round is null', () => {
    const { results } = recorded('2023micmp');
    expect(results.map((r) => [r.alliance, r.text])).toEqual([
      [1, 'Eliminated in Round 2 · lower bracket'],
      [2, 'Finalist'],
      [3, 'Winner'],
      [4, 'Eliminated in Round 3 · lower bracket'],
    ]);
  });
});
