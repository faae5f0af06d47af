/**
 * The one naming rule for a match, used wherever a match is named: the match page's title, the
 * schedules, the match summary, alerts, the calendar feed, live announcements and the bracket.
 * It follows how The Blue Alliance names matches by the event's playoff type: from 2023 on, double
 * elimination numbers its playoff matches 1 to 13 (5 in the 4-alliance bracket) as semifinal sets,
 * and each is "Match N" (the bracket's own name; TBA says "Playoff Match N"); the legacy double
 * elimination of 2017-2022 off-season events numbers them 1 to 13 over eighth-final to final levels
 * (TBA's LEGACY_DOUBLE_ELIM_MAPPING). Every other format is named by level, set and match.
 */

export interface NamedMatch {
  comp_level: string;
  set_number: number;
  match_number: number;
  /** '2023mijac_sf13m1': its year decides when the event's playoff type is not known. */
  key?: string;
}

export interface MatchNames {
  /** 'Qualification 12', 'Match 13', 'Quarterfinal 2 Match 1', 'Final 2', 'Overtime 1'. */
  title: string;
  /** The schedules' short form: 'Q12', 'M13', 'QF2-1', 'F2', 'OT1'. */
  label: string;
}

/** How an event numbers its playoff matches. */
export type PlayoffNumbering = 'double-elimination' | 'legacy-double-elimination' | 'levels';

/** TBA's playoff_type values: 5 legacy double elimination (8 alliances), 10 and 11 double elimination (8 and 4 alliances). */
const LEGACY_DOUBLE_ELIMINATION = 5;
const DOUBLE_ELIMINATION = new Set([10, 11]);

/**
 * The numbering of an event's playoffs: its playoff_type when known, else by year (2023 on plays
 * double elimination, the spec's rule). A double elimination event before 2023 (2022cctest) still
 * numbered its matches the legacy way.
 */
export function playoffNumbering(playoffType: number | null | undefined, year: number | null): PlayoffNumbering {
  if (playoffType === null || playoffType === undefined) return year !== null && year >= 2023 ? 'double-elimination' : 'levels';
  if (playoffType === LEGACY_DOUBLE_ELIMINATION) return 'legacy-double-elimination';
  if (DOUBLE_ELIMINATION.has(playoffType)) return year !== null && year <= 2022 ? 'legacy-double-elimination' : 'double-elimination';
  return 'levels';
}

/** TBA's LEGACY_DOUBLE_ELIM_MAPPING, read backwards: level and set to the bracket's match number (f2 is the final). */
const LEGACY_MATCH_NUMBERS: Record<string, number> = {
  ef1: 1,
  ef2: 2,
  ef3: 3,
  ef4: 4,
  ef5: 5,
  ef6: 6,
  qf1: 7,
  qf2: 8,
  qf3: 9,
  qf4: 10,
  sf1: 11,
  sf2: 12,
  f1: 13,
};

const LEVELS: Record<string, { title: string; label: string }> = {
  // TBA's 'EF': 'QF' (the spec's label for both) would give 2015micmp's ef1m1 and qf1m1 one name.
  ef: { title: 'Eighth-final', label: 'EF' },
  qf: { title: 'Quarterfinal', label: 'QF' },
  sf: { title: 'Semifinal', label: 'SF' },
};

const yearOf = (key: string | undefined): number | null => (key && /^\d{4}/.test(key) ? Number(key.slice(0, 4)) : null);

/** The bracket's number of a double elimination match, or null when the match is not one of its numbered matches. */
export function bracketMatchNumber(m: NamedMatch, numbering: PlayoffNumbering): number | null {
  if (numbering === 'double-elimination') return m.comp_level === 'sf' ? m.set_number : null;
  if (numbering === 'legacy-double-elimination') return LEGACY_MATCH_NUMBERS[`${m.comp_level}${m.set_number}`] ?? null;
  return null;
}

/**
 * A match's names under its event's playoff type (TBA's playoff_type; null or undefined when not
 * known). A bracket match played again (a replay) keeps its number: 'Match 13 Replay 1', 'M13 R1'.
 */
export function matchNames(m: NamedMatch, playoffType?: number | null): MatchNames {
  const { comp_level: level, set_number: set, match_number: n } = m;
  if (level === 'qm') return { title: `Qualification ${n}`, label: `Q${n}` };
  const numbered = bracketMatchNumber(m, playoffNumbering(playoffType, yearOf(m.key)));
  if (numbered !== null) {
    return n > 1
      ? { title: `Match ${numbered} Replay ${n - 1}`, label: `M${numbered} R${n - 1}` }
      : { title: `Match ${numbered}`, label: `M${numbered}` };
  }
  if (level === 'f') return n > 3 ? { title: `Overtime ${n - 3}`, label: `OT${n - 3}` } : { title: `Final ${n}`, label: `F${n}` };
  const names = LEVELS[level];
  if (!names) return { title: `${level.toUpperCase()} ${set}-${n}`, label: `${level.toUpperCase()}${set}-${n}` };
  return { title: `${names.title} ${set} Match ${n}`, label: `${names.label}${set}-${n}` };
}

/** The match's full name (the match page's title, summaries, announcements). */
export const matchTitle = (m: NamedMatch, playoffType?: number | null): string => matchNames(m, playoffType).title;
