import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { eventWindow } from '@team7790/shared/competition/event-status';
import { Building2, CalendarDays, Globe, MapPin, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateRange, formatPlace } from '../shared/format.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock } from '../shared/state-blocks.tsx';
import { highlightStyle } from '../shared/team-link.tsx';
import { useTeamHighlights } from '../shared/use-team-highlights.ts';
import { useAppNow } from '../../../lib/app-clock.ts';
import { countdownParts } from '../../../lib/countdown.ts';

function Countdown({ start }: { start: Date }) {
  const parts = countdownParts(start, useAppNow(1000));
  const units: Array<[number, string]> = [
    [parts.days, 'Days'],
    [parts.hours, 'Hours'],
    [parts.minutes, 'Minutes'],
    [parts.seconds, 'Seconds'],
  ];
  return (
    <div className="rounded-2xl border border-line bg-gradient-to-br from-accent-soft to-surface p-5 shadow-sm sm:p-6">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent-text">
        <Timer aria-hidden="true" className="size-4" /> Event starts in
      </p>
      <div
        role="timer"
        aria-live="off"
        aria-label={`${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes until the event starts`}
        className="mt-3 grid grid-cols-4 gap-2 sm:gap-3"
      >
        {units.map(([value, label]) => (
          <div key={label} className="rounded-xl border border-line bg-surface px-2 py-3 text-center">
            <div className="text-2xl font-bold text-fg tabular-nums sm:text-4xl">{String(value).padStart(2, '0')}</div>
            <div className="mt-0.5 text-[0.65rem] font-semibold tracking-wide text-fg-muted uppercase sm:text-xs">{label}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A list of terms holds a term and its description directly (one <div> each at most): the icon sits in the term.
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        <span className="absolute top-0.5 left-0 text-fg-muted">{icon}</span>
        {label}
      </dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

/** Before the event: what and where, a countdown to its start and the teams registered so far. */
export function UpcomingEvent({ page }: { page: EventPageResponse }) {
  const { event } = page;
  const highlightOf = useTeamHighlights();
  const start = eventWindow(event)?.start ?? null;
  const teams = [...(page.teams ?? [])].sort((a, b) => a.team_number - b.team_number);
  const icon = (Icon: typeof MapPin) => <Icon aria-hidden="true" className="size-4" />;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="flex flex-col gap-5">
        {start && <Countdown start={start} />}
        <SectionCard layout="flush" title="Event Info" bodyClassName="p-4 sm:p-5">
          <dl className="flex flex-col gap-4">
            <InfoRow icon={icon(CalendarDays)} label="Dates">
              {formatDateRange(event.start_date, event.end_date)}
            </InfoRow>
            <InfoRow icon={icon(Building2)} label="Venue">
              {event.location_name ?? 'To be announced'}
            </InfoRow>
            <InfoRow icon={icon(MapPin)} label="Location">
              {event.address ?? (formatPlace(event.city, event.state_prov, event.country) || 'To be announced')}
            </InfoRow>
            {event.website && /^https?:\/\//.test(event.website) && (
              <InfoRow icon={icon(Globe)} label="Website">
                <a href={event.website} target="_blank" rel="noreferrer noopener" className="break-all text-accent-text hover:underline">
                  {event.website.replace(/^https?:\/\//, '')}
                </a>
              </InfoRow>
            )}
          </dl>
        </SectionCard>
      </div>
      <SectionCard layout="flush" title="Registered Teams" subtitle={teams.length ? `${teams.length} teams` : undefined} bodyClassName="p-3 sm:p-4">
        {teams.length === 0 ? (
          <EmptyBlock icon={Users} title="No teams registered for this event yet." />
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {teams.map((team) => {
              const highlight = highlightOf(team.team_number);
              return (
                <li key={team.key}>
                  <Link
                    to={`/team?team=${team.team_number}`}
                    data-team={team.team_number}
                    style={highlightStyle(highlight)}
                    className="flex items-center gap-3 rounded-xl border border-line px-3 py-2 transition hover:border-accent hover:bg-surface-muted"
                  >
                    <span className="w-14 shrink-0 text-right font-bold text-fg tabular-nums">{team.team_number}</span>
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-fg">{team.nickname ?? 'Unknown Team'}</span>
                      <span className="block truncate text-xs text-fg-muted">{formatPlace(team.city, team.state_prov, team.country)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
