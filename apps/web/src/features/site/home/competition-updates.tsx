import { useQuery, useQueryClient } from '@tanstack/react-query';
import { teamTopic } from '@team7790/shared/live/topics';
import type { CompetitionUpdatesResponse } from '@team7790/shared/competition/contracts/updates';
import { formatMatchMoment } from '@team7790/shared/competition/match-time';
import { clsx } from 'clsx';
import { CalendarClock, Medal, Swords } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { refetchFresh } from '../../../lib/live/refetch-fresh.ts';
import { PollWhileNotLive } from '../../../lib/live/poll-while-not-live.tsx';
import { useLiveTopics } from '../../../lib/live/use-live-topics.ts';
import { competitionUpdatesQuery, COMPETITION_UPDATES_POLL_MS } from '../api/competition-updates-api.ts';
import { ordinal, recordLabel, recordText } from './competition-text.ts';

const HOME_TEAM = 7790;

function Stat({ icon, label, children, wide }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card className={clsx('flex flex-col gap-2 p-5', wide && 'md:col-span-2')}>
      <p className="flex items-center gap-2 text-sm font-semibold text-fg-muted">
        {icon}
        {label}
      </p>
      {children}
    </Card>
  );
}

function AllianceTeams({ color, teams }: { color: 'blue' | 'red'; teams: number[] }) {
  return (
    <div className={clsx('rounded-lg border px-3 py-2', color === 'blue' ? 'border-info-line bg-info-soft' : 'border-danger-line bg-danger-soft')}>
      <p className={clsx('text-xs font-bold uppercase', color === 'blue' ? 'text-info' : 'text-danger')}>
        {color === 'blue' ? 'Blue alliance' : 'Red alliance'}
      </p>
      <ul className="mt-1 flex gap-3 text-sm font-semibold text-fg">
        {teams.map((t) => (
          <li key={t} className={t === HOME_TEAM ? 'underline decoration-2 underline-offset-4' : undefined}>
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}

function UpdatesBody({ data }: { data: CompetitionUpdatesResponse }) {
  return (
    <div className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      <Stat icon={<Medal aria-hidden="true" className="size-4" />} label="Ranking">
        <p className="text-3xl font-bold text-fg">{data.ranking !== null ? ordinal(data.ranking) : '–'}</p>
        <p className="text-sm text-fg-muted">out of {data.totalTeams} teams</p>
      </Stat>
      <Stat icon={<Swords aria-hidden="true" className="size-4" />} label="Record">
        <p className="text-3xl font-bold text-fg" aria-label={recordLabel(data)}>
          {recordText(data)}
        </p>
        <p className="text-sm text-fg-muted">{data.ties > 0 ? 'Wins, losses, ties' : 'Wins, losses'}</p>
      </Stat>
      <Stat icon={<CalendarClock aria-hidden="true" className="size-4" />} label="Next match" wide>
        {data.nextMatch ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={`/match?match=${data.nextMatch.key}`} className="text-2xl font-bold text-accent-text underline-offset-4 hover:underline">
                {data.nextMatch.label}
              </Link>
              <time dateTime={new Date(data.nextMatch.predictedTime * 1000).toISOString()} className="text-sm text-fg-muted">
                {formatMatchMoment(data.nextMatch.predictedTime, data.eventTimeZone)}
              </time>
            </p>
            <div className="grid grid-cols-2 gap-2">
              <AllianceTeams color="blue" teams={data.nextMatch.blue} />
              <AllianceTeams color="red" teams={data.nextMatch.red} />
            </div>
          </>
        ) : (
          <>
            <p className="text-2xl font-bold text-fg">No matches</p>
            <p className="text-sm text-fg-muted">Event complete or TBD</p>
          </>
        )}
      </Stat>
    </div>
  );
}

/**
 * Competition Updates (spec 1): hidden until there is data with teams. While the team plays, a result reaches it from
 * the live stream within seconds (decision 0011); while that stream is down it refreshes every 30 s. When loading
 * fails it says so, over the last good data if there is any.
 */
export function CompetitionUpdates() {
  const client = useQueryClient();
  const updates = useQuery(competitionUpdatesQuery());
  const { refetch: refetchUpdates } = updates;
  const poll = useCallback(() => void refetchUpdates(), [refetchUpdates]);
  const playing = Boolean(updates.data?.eventKey);
  const refetch = () => refetchFresh<CompetitionUpdatesResponse>(client, competitionUpdatesQuery().queryKey, '/competition/updates');
  useLiveTopics(playing ? [teamTopic(HOME_TEAM)] : [], refetch, refetch);
  const data = updates.data;
  const hasTeams = Boolean(data?.totalTeams);
  // Every 30 s while no live stream brings the team's results (spec 1's refresh, now the fallback).
  const poller = <PollWhileNotLive active refetch={poll} everyMs={COMPETITION_UPDATES_POLL_MS} />;
  if (!hasTeams && !updates.isError) return poller;
  return (
    <section aria-labelledby="updates-title" className="mt-10 sm:mt-14">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="updates-title" className="text-2xl font-bold tracking-tight text-fg">
            Competition Updates
          </h2>
          <p className="mt-1 text-fg-muted">
            {data?.eventKey && hasTeams ? (
              <Link to={`/event?event=${data.eventKey}`} className="font-semibold text-fg underline-offset-4 hover:underline">
                {data.eventName}
              </Link>
            ) : (
              (data?.eventName ?? 'No active event')
            )}
          </p>
        </div>
        {hasTeams && <p className="text-xs text-fg-muted">Updates every 30 seconds</p>}
      </div>
      {updates.isError && (
        <Banner tone="error" className="mt-4">
          Failed to load competition data
        </Banner>
      )}
      {data && hasTeams && <UpdatesBody data={data} />}
      {poller}
    </section>
  );
}
