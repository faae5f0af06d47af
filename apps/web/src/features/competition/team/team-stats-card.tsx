import type { TeamPageResponse } from '@team7790/shared/competition/contracts/team';
import { BarChart3 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatPlace } from '../shared/format.ts';
import { formatAverageRank, formatRanking, formatWinRate, rankingLabel } from './team-formulas.ts';

function Stat({ label, value, error }: { label: string; value: string; error?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className={error ? 'text-sm font-semibold text-danger' : 'text-right text-sm font-semibold text-fg tabular-nums'}>{value}</dd>
    </div>
  );
}

/** Team Stats: rookie year, this season's events, average ranking, win rate, district or regional ranking, location. */
export function TeamStatsCard({ page, currentYear }: { page: TeamPageResponse; currentYear: number }) {
  const { team, stats, ranking } = page;
  return (
    <Card className="flex flex-col p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
        <BarChart3 aria-hidden="true" className="size-5 text-accent-text" />
        Team Stats
      </h2>
      <dl className="mt-2 divide-y divide-line">
        <Stat label="Rookie Year" value={team.rookie_year ? String(team.rookie_year) : '–'} />
        <Stat label={`Events (${page.year})`} value={page.events ? String(page.events.length) : '–'} />
        <Stat label="Avg. Ranking" value={formatAverageRank(stats)} error={!stats} />
        <Stat label="Win Rate" value={formatWinRate(stats)} error={!stats} />
        {ranking && <Stat label={rankingLabel(ranking)} value={formatRanking(ranking, currentYear)} />}
        <Stat label="Location" value={formatPlace(team.city, team.state_prov) || '–'} />
      </dl>
    </Card>
  );
}
