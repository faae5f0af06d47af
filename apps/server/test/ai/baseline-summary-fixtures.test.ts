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

/** The signed parts of 'Red scored 44 in auto, 108 in teleop (24 of them in the endgame) and 12 deducted for fouls.' */
function partsOf(summary: string, name: 'Red' | 'Blue'): number[] | null {
  const sentence = new RegExp(`${name} scored (.*?)\\.(?: |$)`).exec(summary)?.[1];
  if (!sentence) return null;
  return sentence
    .replace(/\(\d+ of them in the endgame\)/g, '')
    .split(/, | and /)
    .map((part) => {
      const n = Number(/^(\d+)/.exec(part.trim())?.[1]);
      return /deducted|taken off/.test(part) ? -n : n;
    });
}

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
        const parts = partsOf(summary, name);
        if (!parts) continue;
        checked++;
        expect(
          parts.reduce((a, b) => a + b, 0),
          `${match.key} ${name}: ${summary}`,
        ).toBe(match.alliances[side].score);
      }
      if (match.event_key.startsWith('2015')) expect(summary, match.key).not.toMatch(/from fouls|Fouls decided/);
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('2015micmp_qm1: fouls deducted and the coopertition stack, as the breakdown table shows', () => {
    const summary = summaryOf(matches.find((m) => m.key === '2015micmp_qm1')!);
    expect(summary).toContain('Red scored 0 in auto, 101 in teleop, 6 deducted for fouls and 40 from coopertition.');
  });

  it("reads the margin's article as the number is spoken", () => {
    expect([8, 11, 18, 80, 81, 800, 8000, 11000, 18500].map(articleFor)).toEqual(Array(9).fill('an'));
    expect([1, 7, 12, 100, 110, 180, 1100, 1800, 110000].map(articleFor)).toEqual(Array(9).fill('a'));
    const margin18 = matches.find((m) => Math.abs(m.alliances.red.score! - m.alliances.blue.score!) === 18)!;
    expect(summaryOf(margin18)).toContain('an 18-point margin');
  });
});
