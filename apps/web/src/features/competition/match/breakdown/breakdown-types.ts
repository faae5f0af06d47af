/** One alliance's year-specific score breakdown, as the provider sends it. */
export type AllianceBreakdown = Record<string, unknown>;

/** What a breakdown cell holds before it is formatted: a count, points, a yes/no, a state name or nothing. */
export type CellValue = number | string | boolean | null;

/** A row of a season layout: a label and how to read its value from one alliance. */
export interface RowDefinition {
  label: string;
  read: (side: AllianceBreakdown) => CellValue;
  /** Points rows are bold and compared (the larger side is marked). */
  points?: boolean;
  /** Ranking-point rows mean nothing in playoffs and are left out there. */
  rankingPointOnly?: boolean;
  /** Shown after a number, e.g. ' / 12' for a level of 12 branches. */
  outOf?: number;
  /** One of the parts that, with the penalties, add up to the alliance's score (auto, teleop, links...). */
  part?: boolean;
}

export type SectionTitle = 'Auto' | 'Teleop' | 'Endgame' | 'Bonus' | 'Coopertition';

export interface SectionDefinition {
  title: SectionTitle;
  rows: RowDefinition[];
}

/** How fouls, adjustments and the total are read; most seasons use the camelCase defaults. */
export interface PenaltyFields {
  foulCount: (side: AllianceBreakdown) => CellValue;
  techFoulCount: (side: AllianceBreakdown) => CellValue;
  foulPoints: (side: AllianceBreakdown) => number | null;
  adjustPoints: (side: AllianceBreakdown) => number | null;
  totalPoints: (side: AllianceBreakdown) => number | null;
  /** 2015: fouls were taken off the offending alliance's own score. */
  foulsDeduct?: boolean;
}

export interface SeasonLayout {
  /** Names the game, for the table's caption. */
  game: string;
  sections: SectionDefinition[];
  penalties?: Partial<PenaltyFields>;
}

/** A rendered cell: the text shown and, for numbers, the value used to mark the larger side. */
export interface BreakdownCell {
  text: string;
  value: number | null;
}

export interface BreakdownRow {
  label: string;
  blue: BreakdownCell;
  red: BreakdownCell;
  points: boolean;
  /** Which side is larger on a points row; null when equal or not comparable. */
  leader: 'blue' | 'red' | null;
  /** Adds up, with the other parts and the penalty rows, to the Total Score. */
  part: boolean;
}

export interface BreakdownSection {
  title: SectionTitle | 'Penalties' | 'Total';
  rows: BreakdownRow[];
}

export interface BreakdownTable {
  /** The game's name, or null for the generic rows. */
  game: string | null;
  sections: BreakdownSection[];
}
