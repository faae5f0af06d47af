import { useQuery } from '@tanstack/react-query';
import { History, Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage, formatDay } from '../shared/format.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { teamQueries } from '../api/team-api.ts';
import { totalSeasons, yearsActive } from './team-formulas.ts';
import { AppLink } from '../../../components/app-link.tsx';

function SummaryItem({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted px-4 py-3">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

/** Team History: past seasons newest first with their events and awards, and the Team Summary. */
export function HistoryTab({ teamNumber }: { teamNumber: number }) {
  const history = useQuery(teamQueries.history(teamNumber));
  if (history.isPending)
    return (
      <Card>
        <LoadingBlock label="Loading team history..." />
      </Card>
    );
  if (history.isError) {
    return (
      <Card>
        <ErrorBlock
          title="History not available"
          message={errorMessage(history.error, 'Failed to load team history.')}
          onRetry={() => void history.refetch()}
        />
      </Card>
    );
  }
  const { team, seasons, current_year } = history.data;
  const active = yearsActive(team.rookie_year, current_year);
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="flex flex-col gap-4 p-5 lg:sticky lg:top-24 lg:order-2">
        <h2 className="text-base font-semibold text-fg">Team Summary</h2>
        <dl className="grid grid-cols-3 gap-2 lg:grid-cols-1">
          <SummaryItem label="Rookie Year" value={team.rookie_year ? String(team.rookie_year) : '–'} />
          <SummaryItem label="Years Active" value={active === null ? '–' : String(active)} />
          <SummaryItem label="Total Seasons" value={String(totalSeasons(seasons.length))} />
        </dl>
        {team.motto && (
          <figure className="border-l-4 border-accent pl-3">
            <figcaption className="text-xs font-medium text-fg-muted">Team Motto</figcaption>
            <blockquote className="mt-0.5 text-base text-fg italic">"{team.motto}"</blockquote>
          </figure>
        )}
      </Card>
      <section aria-labelledby="history-title" className="flex flex-col gap-4 lg:order-1">
        <h2 id="history-title" className="text-lg font-semibold text-fg">
          Team History
        </h2>
        {seasons.length === 0 ? (
          <Card>
            <EmptyBlock icon={History} title="No historical data available" />
          </Card>
        ) : (
          seasons.map((season) => (
            <Card key={season.year} className="overflow-hidden">
              <h3 className="border-b border-line bg-surface-muted/60 px-5 py-2.5 text-base font-bold text-fg tabular-nums">{season.year}</h3>
              <ul className="divide-y divide-line">
                {season.events.map((event) => (
                  <li key={event.key} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <AppLink to={`/event?event=${event.key}`} className="font-semibold text-fg hover:text-accent-text hover:underline">
                        {event.name}
                      </AppLink>
                      <p className="text-sm text-fg-muted">{formatDay(event.start_date)}</p>
                    </div>
                    {event.awards.length > 0 && (
                      <ul className="flex flex-wrap gap-1.5 sm:max-w-[50%] sm:justify-end">
                        {event.awards.map((award) => (
                          <li
                            key={award}
                            className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-950/50 dark:text-amber-300"
                          >
                            <Trophy aria-hidden="true" className="size-3" />
                            {award}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ))
        )}
      </section>
    </div>
  );
}
