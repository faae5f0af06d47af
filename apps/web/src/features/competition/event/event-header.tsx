import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { clsx } from 'clsx';
import { CalendarDays, ChartScatter, ClipboardList, ExternalLink, MapPin, Map as MapIcon, Radio, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDateRange, formatPlace } from '../shared/format.ts';
import { watchLiveUrl } from './event-links.ts';

const STATUS_BADGE: Record<EventPageResponse['status'], { label: string; className: string }> = {
  current: { label: 'Live now', className: 'bg-success-soft text-success border-success-line' },
  upcoming: { label: 'Upcoming', className: 'bg-info-soft text-info border-info-line' },
  completed: { label: 'Completed', className: 'bg-surface-muted text-fg-muted border-line' },
};

function HeaderLink({ to, external, icon, children }: { to: string; external?: boolean; icon: ReactNode; children: ReactNode }) {
  const className = buttonClasses('secondary', 'sm', 'gap-1.5');
  return external ? (
    <a href={to} target="_blank" rel="noreferrer noopener" className={className}>
      {icon}
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 text-fg-muted" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <Link to={to} className={className}>
      {icon}
      {children}
    </Link>
  );
}

/** Name (or city), location, dates, status and the event's links. */
export function EventHeader({ page }: { page: EventPageResponse }) {
  const { event, status } = page;
  const badge = STATUS_BADGE[status];
  const title = event.name || event.city || event.key;
  const place = formatPlace(event.city, event.state_prov, event.country);
  const icon = (Icon: typeof Radio) => <Icon aria-hidden="true" className="size-4" />;
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className={clsx('inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5', badge.className)}>
            {status === 'current' && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />}
            {badge.label}
          </span>
          <span className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-fg-muted">
            {event.year} {event.event_type_string ?? 'Event'}
            {event.week !== null && event.event_type !== 99 ? ` · Week ${event.week + 1}` : ''}
          </span>
          {page.is_championship && (
            <span className="inline-flex items-center gap-1 rounded-full border border-accent bg-accent-soft px-2.5 py-0.5 text-accent-text">
              <Trophy aria-hidden="true" className="size-3.5" /> Championship
            </span>
          )}
        </div>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-balance text-fg sm:text-4xl">
          {title}
        </h1>
        <div className="flex flex-col gap-1 text-sm text-fg-muted sm:flex-row sm:flex-wrap sm:gap-x-5">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {[event.location_name, place].filter(Boolean).join(' · ') || 'Location TBD'}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {formatDateRange(event.start_date, event.end_date)}
          </span>
        </div>
      </div>
      <nav aria-label="Event links" className="flex flex-wrap gap-2">
        {/* Nothing is live once the event is over. */}
        {status !== 'completed' && (
          <HeaderLink to={watchLiveUrl(event)} external icon={<Radio aria-hidden="true" className="size-4 text-danger" />}>
            Watch Live
          </HeaderLink>
        )}
        <HeaderLink to={`/scouting?event=${event.key}`} icon={icon(ClipboardList)}>
          Team Scouting
        </HeaderLink>
        {status !== 'upcoming' && (
          <HeaderLink to={`/predictions?event=${event.key}`} icon={icon(ChartScatter)}>
            Prediction Accuracy
          </HeaderLink>
        )}
        {event.event_type === 0 && (
          <HeaderLink to={`/regional?year=${event.year}`} icon={icon(Trophy)}>
            Regional Rankings
          </HeaderLink>
        )}
        {event.district_key && (
          <HeaderLink to={`/district?district=${event.district_key}`} icon={icon(MapIcon)}>
            District
          </HeaderLink>
        )}
      </nav>
      {page.stale && <Banner tone="info">Showing the last saved results: the data provider could not be reached just now.</Banner>}
    </header>
  );
}

export function EventHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
      <div className="h-5 w-40 rounded-full bg-surface-muted" />
      <div className="h-9 w-3/4 max-w-xl rounded-lg bg-surface-muted" />
      <div className="h-4 w-64 rounded bg-surface-muted" />
      <div className="flex gap-2">
        <div className="h-8 w-28 rounded-lg bg-surface-muted" />
        <div className="h-8 w-32 rounded-lg bg-surface-muted" />
      </div>
    </div>
  );
}
