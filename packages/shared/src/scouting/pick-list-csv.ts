import type { PickEntry } from './contracts.ts';
import type { ScoutingRow } from './scouting-table.ts';

const TIER_LABEL = { ranked: 'Pick list', do_not_pick: 'Do not pick' } as const;
const STATUS_LABEL = { available: 'Available', picked: 'Picked', declined: 'Declined' } as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, semicolon, quote or line break. A leading =, +, -, @, tab or
 * carriage return gets a ' so a spreadsheet shows a note as text instead of running it; so does one after a semicolon,
 * where a spreadsheet of a semicolon locale starts a new cell (`x;=HYPERLINK(…)`).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string') text = text.replace(/(^|;)(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const fixed = (n: number | null) => (n === null ? null : Number(n.toFixed(1)));

/**
 * The shared pick list as a spreadsheet: ranked teams in order, then do-not-pick, then the event's
 * other teams by number; each with its status, note and statistics. CRLF line ends, as Excel expects.
 */
export function pickListCsv(entries: readonly PickEntry[], rows: readonly ScoutingRow[]): string {
  const byTeam = new Map(rows.map((r) => [r.team, r]));
  const entryOf = new Map(entries.map((e) => [e.team_number, e]));
  const tierOrder = (tier: PickEntry['tier']) => (tier === 'ranked' ? 0 : tier === 'do_not_pick' ? 1 : 2);
  const teams = [...new Set([...entries.map((e) => e.team_number), ...rows.map((r) => r.team)])].sort((a, b) => {
    const x = entryOf.get(a);
    const y = entryOf.get(b);
    const byTier = tierOrder(x?.tier ?? null) - tierOrder(y?.tier ?? null);
    if (byTier !== 0) return byTier;
    if (x?.tier && y?.tier) return x.position - y.position;
    return a - b;
  });
  const header = ['List', 'Order', 'Team', 'Name', 'Status', 'Note', 'EPA', 'Auto EPA', 'Teleop EPA', 'Endgame EPA', 'OPR', 'DPR', 'CCWM'];
  const lines = teams.map((team) => {
    const entry = entryOf.get(team);
    const row = byTeam.get(team);
    return [
      entry?.tier ? TIER_LABEL[entry.tier] : 'Not listed',
      entry?.tier ? entry.position : null,
      team,
      row?.nickname ?? '',
      STATUS_LABEL[entry?.status ?? 'available'],
      entry?.note ?? '',
      fixed(row?.epa ?? null),
      fixed(row?.epa_auto ?? null),
      fixed(row?.epa_teleop ?? null),
      fixed(row?.epa_endgame ?? null),
      fixed(row?.opr ?? null),
      fixed(row?.dpr ?? null),
      fixed(row?.ccwm ?? null),
    ]
      .map(csvField)
      .join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
