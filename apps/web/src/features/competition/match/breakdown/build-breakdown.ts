import type {
  AllianceBreakdown,
  BreakdownCell,
  BreakdownRow,
  BreakdownSection,
  BreakdownTable,
  CellValue,
  PenaltyFields,
  RowDefinition,
  SeasonLayout,
} from './breakdown-types.ts';
import { humanize, num } from './field-readers.ts';
import { genericRows } from './seasons/generic.ts';
import { layoutFor } from './seasons/season-layouts.ts';

/** What the breakdown needs of a match: its key (for the year), level, scores and breakdown. */
export interface BreakdownMatch {
  event_key: string;
  comp_level: string;
  alliances: { red: { score: number | null }; blue: { score: number | null } };
  score_breakdown: { red: AllianceBreakdown; blue: AllianceBreakdown } | null;
}

const firstNumber =
  (...paths: string[]) =>
  (side: AllianceBreakdown) => {
    for (const p of paths) {
      const v = num(side, p);
      if (v !== null) return v;
    }
    return null;
  };

/** The penalty and total fields under their usual names; 2015's snake_case names are tried too. */
const DEFAULT_PENALTIES: PenaltyFields = {
  foulCount: firstNumber('foulCount', 'foul_count'),
  techFoulCount: firstNumber('techFoulCount', 'tech_foul_count'),
  foulPoints: firstNumber('foulPoints', 'foul_points'),
  adjustPoints: firstNumber('adjustPoints', 'adjust_points'),
  totalPoints: firstNumber('totalPoints', 'total_points'),
};

export function formatCell(value: CellValue, outOf?: number): BreakdownCell {
  if (value === null) return { text: '—', value: null };
  if (typeof value === 'boolean') return { text: value ? 'Yes' : 'No', value: null };
  if (typeof value === 'string') return { text: humanize(value) || '—', value: null };
  return { text: outOf ? `${value} / ${outOf}` : String(value), value };
}

function row(label: string, blue: CellValue, red: CellValue, options: { points?: boolean; outOf?: number; part?: boolean } = {}): BreakdownRow {
  const b = formatCell(blue, options.outOf);
  const r = formatCell(red, options.outOf);
  const comparable = options.points && b.value !== null && r.value !== null && b.value !== r.value;
  return {
    label,
    blue: b,
    red: r,
    points: Boolean(options.points),
    leader: comparable ? (b.value! > r.value! ? 'blue' : 'red') : null,
    part: Boolean(options.part),
  };
}

function rowFrom(def: RowDefinition, blue: AllianceBreakdown, red: AllianceBreakdown): BreakdownRow {
  return row(def.label, def.read(blue), def.read(red), { points: def.points, outOf: def.outOf, part: def.part });
}

/** Fouls, Tech Fouls and Foul Points always; Adjustment Points only when an alliance has any. */
function penaltySection(fields: PenaltyFields, blue: AllianceBreakdown, red: AllianceBreakdown): BreakdownSection {
  const foulPoints = (side: AllianceBreakdown) => {
    const v = fields.foulPoints(side);
    return v !== null && fields.foulsDeduct && v > 0 ? -v : v;
  };
  const rows = [
    row('Fouls', fields.foulCount(blue), fields.foulCount(red)),
    row('Tech Fouls', fields.techFoulCount(blue), fields.techFoulCount(red)),
    row(fields.foulsDeduct ? 'Foul Points (deducted)' : 'Foul Points', foulPoints(blue), foulPoints(red), { points: true, part: true }),
  ];
  const adjustBlue = fields.adjustPoints(blue);
  const adjustRed = fields.adjustPoints(red);
  // The spec shows adjustments only above 0; recorded disqualifications carry negative ones (-220 to a score of 0).
  if ((adjustBlue ?? 0) !== 0 || (adjustRed ?? 0) !== 0) rows.push(row('Adjustment Points', adjustBlue, adjustRed, { points: true, part: true }));
  return { title: 'Penalties', rows };
}

/**
 * The score breakdown table of a match (spec 2 section 2): the season's sections, a Penalties
 * section and a Total Score row; null when the match has no breakdown ('Match breakdown unavailable').
 */
export function buildBreakdown(match: BreakdownMatch): BreakdownTable | null {
  const breakdown = match.score_breakdown;
  if (!breakdown) return null;
  const { blue, red } = breakdown;
  const year = Number(match.event_key.slice(0, 4));
  const layout: SeasonLayout | null = layoutFor(year, blue, red);
  const definitions = layout ? layout.sections : genericRows(blue, red);
  const fields: PenaltyFields = { ...DEFAULT_PENALTIES, ...layout?.penalties };
  const score = (side: AllianceBreakdown, alliance: 'blue' | 'red') => fields.totalPoints(side) ?? match.alliances[alliance].score;

  if (definitions.length === 0) {
    // Nothing else applies: the alliance scores alone.
    return { game: null, sections: [{ title: 'Total', rows: [row('Score', score(blue, 'blue'), score(red, 'red'), { points: true })] }] };
  }

  const playoff = match.comp_level !== 'qm';
  const sections: BreakdownSection[] = definitions
    .map((section) => ({
      title: section.title,
      rows: section.rows.filter((def) => !(playoff && def.rankingPointOnly)).map((def) => rowFrom(def, blue, red)),
    }))
    .filter((section) => section.rows.length > 0);
  const penalties = penaltySection(fields, blue, red);
  sections.push(penalties);
  const totalRows = [row('Total Score', score(blue, 'blue'), score(red, 'red'), { points: true })];
  // Where the provider's own parts do not add up to its total, the difference is shown, never hidden.
  const rest = (side: 'blue' | 'red') => {
    const total = totalRows[0]![side].value;
    const parts = sections.flatMap((sec) => sec.rows).filter((r) => r.part);
    if (total === null || parts.length === 0) return 0;
    return total - parts.reduce((sum, r) => sum + (r[side].value ?? 0), 0);
  };
  const [restBlue, restRed] = [rest('blue'), rest('red')];
  if (layout && (restBlue !== 0 || restRed !== 0))
    totalRows.unshift(row('Not itemised by the provider', restBlue, restRed, { points: true, part: true }));
  sections.push({ title: 'Total', rows: totalRows });
  return { game: layout?.game ?? null, sections };
}
