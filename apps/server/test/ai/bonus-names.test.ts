import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { bonusName } from '../../src/features/ai/match-summary/match-facts.ts';
import { FIXTURES, fixture } from '../competition/stand-in-provider.ts';

/** Every bonus a recorded match of any season says an alliance earned, as the match summary names it. */
function recordedBonusKeys(): Set<string> {
  const keys = new Set<string>();
  for (const dir of readdirSync(`${FIXTURES}/tba/event`, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(`${FIXTURES}/tba/event/${dir.name}`).filter((f) => /^matches.*\.json$/.test(f))) {
      for (const match of fixture<TbaMatch[]>(`tba/event/${dir.name}/${file}`)) {
        for (const side of Object.values((match.score_breakdown ?? {}) as Record<string, Record<string, unknown> | null>)) {
          for (const [key, value] of Object.entries(side ?? {})) {
            if (value === true && /(Achieved|RankingPoint|Breached|Captured)$/.test(key)) keys.add(key);
          }
        }
      }
    }
  }
  return keys;
}

describe('bonus names in match summaries, on every recorded season', () => {
  const keys = recordedBonusKeys();

  it('covers the recorded seasons, 2026 included', () => {
    expect(keys.size).toBeGreaterThan(10);
    expect(keys).toContain('energizedAchieved');
  });

  it.each([...recordedBonusKeys()])('%s reads as a bonus or a ranking point, in words', (key) => {
    const name = bonusName(key);
    // "Red earned the <name>." must be English: a bonus or a ranking point, no letter left alone by the camel case.
    expect(name).toMatch(/(Bonus|ranking point)$/);
    expect(name).not.toMatch(/(^| )[A-Za-z]( |$)/);
  });
});
