/** FIRST's double elimination brackets (8 and 4 alliances): the plan the bracket placement follows. */

export type Feed = { seed: number } | { winnerOf: number } | { loserOf: number };
interface SlotPlan {
  set: number;
  red: Feed;
  blue: Feed;
  bracket: 'upper' | 'lower';
  round: number;
}

/** FIRST's double elimination: match numbers, their feeds, and the round each belongs to. */
export const DOUBLE_ELIMINATION: Record<'double-8' | 'double-4', { slots: SlotPlan[]; finals: [Feed, Feed] }> = {
  'double-8': {
    slots: [
      { set: 1, red: { seed: 1 }, blue: { seed: 8 }, bracket: 'upper', round: 1 },
      { set: 2, red: { seed: 4 }, blue: { seed: 5 }, bracket: 'upper', round: 1 },
      { set: 3, red: { seed: 2 }, blue: { seed: 7 }, bracket: 'upper', round: 1 },
      { set: 4, red: { seed: 3 }, blue: { seed: 6 }, bracket: 'upper', round: 1 },
      { set: 5, red: { loserOf: 1 }, blue: { loserOf: 2 }, bracket: 'lower', round: 2 },
      { set: 6, red: { loserOf: 3 }, blue: { loserOf: 4 }, bracket: 'lower', round: 2 },
      { set: 7, red: { winnerOf: 1 }, blue: { winnerOf: 2 }, bracket: 'upper', round: 2 },
      { set: 8, red: { winnerOf: 3 }, blue: { winnerOf: 4 }, bracket: 'upper', round: 2 },
      { set: 9, red: { loserOf: 7 }, blue: { winnerOf: 6 }, bracket: 'lower', round: 3 },
      { set: 10, red: { loserOf: 8 }, blue: { winnerOf: 5 }, bracket: 'lower', round: 3 },
      { set: 11, red: { winnerOf: 7 }, blue: { winnerOf: 8 }, bracket: 'upper', round: 4 },
      { set: 12, red: { winnerOf: 10 }, blue: { winnerOf: 9 }, bracket: 'lower', round: 4 },
      { set: 13, red: { loserOf: 11 }, blue: { winnerOf: 12 }, bracket: 'lower', round: 5 },
    ],
    finals: [{ winnerOf: 11 }, { winnerOf: 13 }],
  },
  'double-4': {
    slots: [
      { set: 1, red: { seed: 1 }, blue: { seed: 4 }, bracket: 'upper', round: 1 },
      { set: 2, red: { seed: 2 }, blue: { seed: 3 }, bracket: 'upper', round: 1 },
      // As the recorded 2023micmp plays it: match 3 is the upper final, 4 the lower first round.
      { set: 3, red: { winnerOf: 1 }, blue: { winnerOf: 2 }, bracket: 'upper', round: 2 },
      { set: 4, red: { loserOf: 1 }, blue: { loserOf: 2 }, bracket: 'lower', round: 2 },
      { set: 5, red: { loserOf: 3 }, blue: { winnerOf: 4 }, bracket: 'lower', round: 3 },
    ],
    finals: [{ winnerOf: 3 }, { winnerOf: 5 }],
  },
};

/** Match number to its round ('Round 3' as the provider's double_elim_round says), per bracket. */
export const DOUBLE_ELIMINATION_ROUNDS: Record<'double-8' | 'double-4', ReadonlyMap<number, number>> = {
  'double-8': new Map(DOUBLE_ELIMINATION['double-8'].slots.map((s) => [s.set, s.round])),
  'double-4': new Map(DOUBLE_ELIMINATION['double-4'].slots.map((s) => [s.set, s.round])),
};
