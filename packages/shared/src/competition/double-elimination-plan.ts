/** The double elimination brackets the bracket placement follows: FIRST's (8 and 4 alliances) and the legacy one. */

export type Feed = { seed: number } | { winnerOf: number } | { loserOf: number };
export interface SlotPlan {
  /** The match number the event plays it as ('Match 7'). */
  set: number;
  red: Feed;
  blue: Feed;
  bracket: 'upper' | 'lower';
  /** Play order: the column it is drawn in. */
  round: number;
  /** The provider's set that holds it ('sf7', or 'qf1' under the older numbering); `sf{set}` when absent. */
  key?: string;
}

export type DoubleEliminationPlanName = 'double-8' | 'double-4' | 'double-8-2022' | 'legacy-double-8';

export interface DoubleEliminationPlan {
  slots: SlotPlan[];
  finals: [Feed, Feed];
  /** The provider's set of the finals. */
  finalsKey: string;
  /**
   * 'best-of': the first to the wins needed (FIRST's brackets). 'two-defeats': the legacy bracket's
   * finals, where the upper bracket's alliance (the first feed) has not lost yet: one win makes it
   * champion, while the lower bracket's alliance needs two.
   */
  finalsRule: 'best-of' | 'two-defeats';
}

/** The ef/qf/sf/f sets of brackets keyed before 2023, in match number order (TBA's mappings). */
const OLDER_KEYS = ['ef1', 'ef2', 'ef3', 'ef4', 'ef5', 'ef6', 'qf1', 'qf2', 'qf3', 'qf4', 'sf1', 'sf2', 'f1'];
const withOlderKeys = (slots: SlotPlan[]): SlotPlan[] => slots.map((slot) => ({ ...slot, key: OLDER_KEYS[slot.set - 1] }));

/** FIRST's double elimination: match numbers, their feeds, and the round each belongs to. */
/**
 * Matches 1-8 of both pre-2023 eight-alliance brackets (the 2022 pilot and the legacy one): they differ from match 9 on.
 */
const OLDER_FIRST_EIGHT: SlotPlan[] = [
  { set: 1, red: { seed: 1 }, blue: { seed: 8 }, bracket: 'upper', round: 1 },
  { set: 2, red: { seed: 4 }, blue: { seed: 5 }, bracket: 'upper', round: 1 },
  { set: 3, red: { seed: 3 }, blue: { seed: 6 }, bracket: 'upper', round: 1 },
  { set: 4, red: { seed: 2 }, blue: { seed: 7 }, bracket: 'upper', round: 1 },
  { set: 5, red: { loserOf: 1 }, blue: { loserOf: 2 }, bracket: 'lower', round: 2 },
  { set: 6, red: { loserOf: 3 }, blue: { loserOf: 4 }, bracket: 'lower', round: 2 },
  { set: 7, red: { winnerOf: 1 }, blue: { winnerOf: 2 }, bracket: 'upper', round: 2 },
  { set: 8, red: { winnerOf: 3 }, blue: { winnerOf: 4 }, bracket: 'upper', round: 2 },
];

export const DOUBLE_ELIMINATION: Record<DoubleEliminationPlanName, DoubleEliminationPlan> = {
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
    finalsKey: 'f1',
    finalsRule: 'best-of',
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
    finalsKey: 'f1',
    finalsRule: 'best-of',
  },
  /**
   * FIRST's bracket as piloted at 2022 off-season events (2022cctest), before FIRST swapped matches
   * 3 and 4 and matches 11 and 12 for 2023; the provider keyed its matches ef1-ef6, qf1-qf4, sf1-sf2
   * and f1 (TBA's pre-2023 double elimination table), the finals f2.
   */
  'double-8-2022': {
    slots: withOlderKeys([
      ...OLDER_FIRST_EIGHT,
      { set: 9, red: { loserOf: 7 }, blue: { winnerOf: 6 }, bracket: 'lower', round: 3 },
      { set: 10, red: { loserOf: 8 }, blue: { winnerOf: 5 }, bracket: 'lower', round: 3 },
      { set: 11, red: { winnerOf: 10 }, blue: { winnerOf: 9 }, bracket: 'lower', round: 4 },
      { set: 12, red: { winnerOf: 7 }, blue: { winnerOf: 8 }, bracket: 'upper', round: 4 },
      { set: 13, red: { loserOf: 12 }, blue: { winnerOf: 11 }, bracket: 'lower', round: 5 },
    ]),
    finals: [{ winnerOf: 12 }, { winnerOf: 13 }],
    finalsKey: 'f2',
    finalsRule: 'best-of',
  },
  /**
   * The legacy double elimination (playoff_type 5, off-season events 2017-2022): a plain 8-seed
   * double elimination bracket, one match per pairing, numbered as TBA's LEGACY_DOUBLE_ELIM_MAPPING
   * keys it (matches 1-6 ef1-ef6, 7-10 qf1-qf4, 11-12 sf1-sf2, 13 f1, the finals f2). The upper
   * bracket's second-round losers cross over in the lower bracket (match 9 takes the loser of 8),
   * as recorded at 2017wiwi. The finals go on until one alliance has lost twice.
   */
  'legacy-double-8': {
    slots: withOlderKeys([
      ...OLDER_FIRST_EIGHT,
      { set: 9, red: { loserOf: 8 }, blue: { winnerOf: 5 }, bracket: 'lower', round: 3 },
      { set: 10, red: { loserOf: 7 }, blue: { winnerOf: 6 }, bracket: 'lower', round: 3 },
      { set: 11, red: { winnerOf: 7 }, blue: { winnerOf: 8 }, bracket: 'upper', round: 4 },
      { set: 12, red: { winnerOf: 9 }, blue: { winnerOf: 10 }, bracket: 'lower', round: 4 },
      { set: 13, red: { loserOf: 11 }, blue: { winnerOf: 12 }, bracket: 'lower', round: 5 },
    ]),
    finals: [{ winnerOf: 11 }, { winnerOf: 13 }],
    finalsKey: 'f2',
    finalsRule: 'two-defeats',
  },
};

/** The provider's set (comp_level and set number, 'qf3') of a planned match. */
export const slotKey = (slot: SlotPlan): string => slot.key ?? `sf${slot.set}`;
