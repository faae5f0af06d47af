import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { searchTeams, TabSearcher, teamSearcher, type IndexedTeam } from './search-scoring.ts';

// Spec 2: "only scores below 0.8 are kept; names whose length differs too much count as non-matches".
const CUTOFF = 0.8;

const teams: IndexedTeam[] = [
  { team_number: 1880, nickname: 'Warriors of East Harlem' },
  { team_number: 254, nickname: 'The Cheesy Poofs' },
  { team_number: 7790, nickname: 'Baywatch Robotics' },
];
const teamTab = teamSearcher(teams);

/** The score fuse.js gives a team tab item (its number and nickname, lower-cased), with the options search scoring uses. */
function fuzzyScore(team: IndexedTeam, query: string): number | undefined {
  const fuse = new Fuse([{ texts: [String(team.team_number), team.nickname.toLowerCase()] }], {
    keys: ['texts'],
    includeScore: true,
    ignoreLocation: true,
    threshold: CUTOFF,
  });
  return fuse.search(query)[0]?.score;
}

describe('the fuzzy score cutoff', () => {
  const warriors = teams[0]!;
  // 'warr' and stray letters: seven of them score just under the cutoff, eight just over.
  const justUnder = 'warrxxxxxxx';
  const justOver = 'warrxxxxxxxx';

  it('is where the chosen queries fall (so the next test pins the cutoff between 0.79 and 0.81)', () => {
    expect(fuzzyScore(warriors, justUnder)).toBeGreaterThan(0.79);
    expect(fuzzyScore(warriors, justUnder)).toBeLessThan(CUTOFF);
    expect(fuzzyScore(warriors, justOver)).toBeGreaterThan(CUTOFF);
    expect(fuzzyScore(warriors, justOver)).toBeLessThan(0.82);
  });

  it('keeps a fuzzy match scoring just under 0.8 and drops one scoring just over', () => {
    expect(searchTeams(teamTab, justUnder).map((t) => t.team_number)).toEqual([1880]);
    expect(searchTeams(teamTab, justOver)).toEqual([]);
  });
});

describe('names whose length differs too much from the query', () => {
  // One text per item, so only the name's length is compared with the query's.
  const byName = (names: string[]) => new TabSearcher(names, (name) => [name]);
  const query = 'robotx'; // 6 letters: 'robots' with one typo, a close fuzzy match (score about 0.41)

  it('match up to three times the query length, and not one letter beyond', () => {
    expect(byName(['robots of the lake']).search(query)).toEqual(['robots of the lake']); // 18 = 3 x 6
    expect(byName(['robots of the lakes']).search(query)).toEqual([]); // 19
  });

  it('are non-matches however close the fuzzy score', () => {
    // The same typo, the same score, only the length differs.
    const score = (name: string) => new Fuse([{ texts: [name] }], { keys: ['texts'], includeScore: true, ignoreLocation: true, threshold: CUTOFF }).search(query)[0]?.score;
    expect(score('robots of the lakes')).toBeCloseTo(score('robots of the lake')!, 10);
    expect(score('robots of the lakes')).toBeLessThan(0.5);
    expect(byName(['robots of the lakes', 'robots']).search(query)).toEqual(['robots']);
  });
});
