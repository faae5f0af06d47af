import { describe, expect, it } from 'vitest';
import { TabSearcher, teamSearcher } from './search-scoring.ts';
import { fuzzyScore, maxLengthDifference, Rank } from './text-match.ts';

// Spec 2: "only scores below 0.8 are kept; names whose length differs too much count as non-matches".
const byName = (names: string[]) => new TabSearcher(names, (name) => ({ ids: [], names: [name] }));
const score = (query: string, name: string) => fuzzyScore(query, query.split(' ').length, name.split(' '));

describe('the fuzzy score cutoff', () => {
  // Four changed letters: 4 / (0.4 x 13) = 0.77 in 13 letters, 4 / (0.4 x 12) = 0.83 in 12.
  const under = { query: 'abcdefghijklm', name: 'xbcdxfghxjklx' };
  const over = { query: 'abcdefghijkl', name: 'xbcdxfghxjkx' };

  it('is where the chosen names fall (so the next test pins the cutoff between 0.77 and 0.83)', () => {
    expect(score(under.query, under.name)).toBeCloseTo(0.769, 3);
    expect(score(over.query, over.name)).toBeCloseTo(0.833, 3);
  });

  it('keeps a fuzzy match scoring just under 0.8 and drops one scoring just over', () => {
    expect(byName([under.name]).search(under.query).items).toEqual([under.name]);
    expect(byName([over.name]).search(over.query).items).toEqual([]);
  });

  it("drops 'milac' -> 'Atomic Builders', which an edit-distance score over the plain length kept", () => {
    // 'atomic' is the closest run of the name: 5 of its 6 letters differ from 'milac'.
    expect(score('milac', 'atomic builders')).toBe(1);
    // 'polar' differs from 'milac' in 3 letters of 5: 0.6 over the plain length, 1.5 (capped at 1) here.
    expect(score('milac', 'polar builders')).toBe(1);
    const teams = teamSearcher([
      { team_number: 1, nickname: 'Atomic Builders' },
      { team_number: 2, nickname: 'Polar Builders' },
      { team_number: 3, nickname: 'Lilac Robotics' },
    ]);
    const found = teams.search('milac');
    expect(found.items.map((t) => t.team_number)).toEqual([3]);
    expect(found.best).toEqual({ rank: Rank.fuzzy, score: 1 / (0.4 * 5) });
  });
});

describe('names whose length differs too much from the query', () => {
  // 12 letters: compared runs may be 4 letters longer or shorter (a third), not 5.
  const query = 'thunderchick';

  it('allow a third of the query length', () => {
    expect(maxLengthDifference(12)).toBe(4);
    expect(maxLengthDifference(4)).toBe(2);
  });

  it('are non-matches however close the edit distance', () => {
    // One changed letter and 4 or 5 letters more: the scores would both be kept.
    expect(byName(['thunderchockxxxx']).search(query).items).toEqual(['thunderchockxxxx']); // 16 letters
    expect(byName(['thunderchockxxxxx']).search(query).items).toEqual([]); // 17 letters
  });

  it('are compared word run by word run, so a long name matches on its closest words', () => {
    expect(score('hemlok', 'first in michigan state championship - hemlock semiconductor division')).toBeCloseTo(1 / (0.4 * 7), 10);
    // A missing space: one word against two.
    expect(score('lakecity', 'fim district lake city event')).toBeCloseTo(1 / (0.4 * 9), 10);
  });
});
