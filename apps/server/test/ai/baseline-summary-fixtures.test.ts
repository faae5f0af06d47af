import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { articleFor, baselineSummary } from '../../src/features/ai/match-summary/baseline-summary.ts';
import { matchFacts } from '../../src/features/ai/match-summary/match-facts.ts';
import { toMatchDetail } from '../../src/features/competition/shaping/tba-shapes.ts';
import { FIXTURES, fixture } from '../competition/stand-in-provider.ts';

/** The summary written without a model, on every recorded match that has a breakdown. */
const matches = readdirSync(`${FIXTURES}/tba/event`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(`${FIXTURES}/tba/event/${d.name}`)
      .filter((f) => /^matches.*\.json$/.test(f))
      .map((f) => `tba/event/${d.name}/${f}`),
  )
  .flatMap((path) => fixture<TbaMatch[]>(path))
  .filter((m) => m.score_breakdown && m.alliances.red.score >= 0 && m.alliances.blue.score >= 0)
  .map((m) => toMatchDetail(m));

const summaryOf = (match: (typeof matches)[number]) => baselineSummary(matchFacts({ match, teams: [], event: null } as unknown as MatchPageResponse));

/**
 * The signed parts of 'Red scored 44 in auto, 108 in teleop (24 of them in the endgame) and 12 deducted for fouls.',
 * and the total a 2015 side says its parts made when it was floored at zero ('…, a total of -2 that counts as 0').
 */
function partsOf(summary: string, name: 'Red' | 'Blue'): { parts: number[]; floored: number | null } | null {
  const sentence = new RegExp(`${name} scored (.*?)\\.(?: |$)`).exec(summary)?.[1];
  if (!sentence) return null;
  const floor = /, a total of (-\d+) that counts as 0$/.exec(sentence);
  const parts = sentence
    .replace(floor?.[0] ?? '', '')
    .replace(/\(\d+ of them in the endgame\)/g, '')
    .split(/, | and /)
    .map((part) => {
      const n = Number(/^(\d+)/.exec(part.trim())?.[1]);
      return /deducted|taken off/.test(part) ? -n : n;
    });
  return { parts, floored: floor ? Number(floor[1]) : null };
}

const raw2015 = ['2015nyny', '2015micmp'].flatMap((key) => fixture<TbaMatch[]>(`tba/event/${key}/matches.json`));

describe('baseline summary on recorded matches', () => {
  it('finds recorded matches of every season with a breakdown', () => {
    expect(new Set(matches.map((m) => m.event_key.slice(0, 4))).size).toBeGreaterThanOrEqual(11);
  });

  it("each alliance's parts add up to its score (2015 fouls deducted, coopertition and links named)", () => {
    let checked = 0;
    for (const match of matches) {
      const summary = summaryOf(match);
      for (const [name, side] of [
        ['Red', 'red'],
        ['Blue', 'blue'],
      ] as const) {
        const said = partsOf(summary, name);
        if (!said) continue;
        checked++;
        const sum = said.parts.reduce((a, b) => a + b, 0);
        if (said.floored === null) expect(sum, `${match.key} ${name}: ${summary}`).toBe(match.alliances[side].score);
        else expect([sum, match.alliances[side].score], `${match.key} ${name}: ${summary}`).toEqual([said.floored, 0]);
      }
      if (match.event_key.startsWith('2015')) expect(summary, match.key).not.toMatch(/from fouls|Fouls decided/);
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('2015micmp_qm1: fouls deducted and the coopertition stack, as the breakdown table shows', () => {
    const summary = summaryOf(matches.find((m) => m.key === '2015micmp_qm1')!);
    expect(summary).toContain('Red scored 0 in auto, 101 in teleop, 6 deducted for fouls and 40 from coopertition.');
  });

  it('2015: coopertition only as the data records it; a side floored at zero says so (2015nyny Q9, six sides)', () => {
    const floored: string[] = [];
    for (const m of raw2015.filter((m) => m.score_breakdown && m.alliances.red.score >= 0)) {
      const summary = summaryOf(toMatchDetail(m));
      const recorded = (m.score_breakdown as { coopertition_points: number }).coopertition_points;
      const named = [...summary.matchAll(/(\d+) from coopertition/g)].map((x) => Number(x[1]));
      expect(named, `${m.key}: ${summary}`).toEqual(recorded > 0 ? [recorded, recorded] : []);
      for (const name of ['Red', 'Blue'] as const) if ((partsOf(summary, name)?.floored ?? null) !== null) floored.push(`${m.key} ${name}`);
    }
    expect(floored.sort()).toEqual(
      ['2015nyny_qm10 Blue', '2015nyny_qm12 Red', '2015nyny_qm2 Blue', '2015nyny_qm4 Red', '2015nyny_qm45 Red', '2015nyny_qm9 Blue'].sort(),
    );
    expect(summaryOf(matches.find((m) => m.key === '2015nyny_qm9')!)).toBe(
      'Qualification 9 ended in a 0–0 tie between Red (5151, 5599, 514) and Blue (1155, 395, 4571). ' +
        'Red scored 0 in auto, 6 in teleop and 6 deducted for fouls. ' +
        'Blue scored 0 in auto, 4 in teleop and 6 deducted for fouls, a total of -2 that counts as 0.',
    );
  });

  it("reads the margin's article as the number is spoken", () => {
    expect([8, 11, 18, 80, 81, 800, 8000, 11000, 18500].map(articleFor)).toEqual(Array(9).fill('an'));
    expect([1, 7, 12, 100, 110, 180, 1100, 1800, 110000].map(articleFor)).toEqual(Array(9).fill('a'));
    const margin18 = matches.find((m) => Math.abs(m.alliances.red.score! - m.alliances.blue.score!) === 18)!;
    expect(summaryOf(margin18)).toContain('an 18-point margin');
  });
});
