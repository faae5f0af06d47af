import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { blueAllianceEventUrl, statboticsEventUrl } from '@team7790/shared/scouting/scouting-table';
import { CalendarDays, ExternalLink, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

const startDate = (date: string | null | undefined) =>
  date ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date)) : 'Date TBD';

const externalLink =
  'inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-sm font-semibold text-fg hover:bg-surface-muted';

/** Event name, start date, location, team count, and links to The Blue Alliance and Statbotics. */
export function EventInfoCard({ page }: { page: EventPageResponse }) {
  const { event } = page;
  const location = [event.city, event.state_prov, event.country].filter(Boolean).join(', ') || 'Location TBD';
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-fg">
        <Link to={`/event?event=${event.key}`} className="underline-offset-4 hover:underline">
          {event.name}
        </Link>
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">Starts</span>
          </dt>
          <dd>{startDate(event.start_date)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin aria-hidden="true" className="size-4" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{location}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="size-4" />
            <span className="sr-only">Teams</span>
          </dt>
          <dd>{page.teams?.length ?? 0} teams</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={blueAllianceEventUrl(event.key)} target="_blank" rel="noopener noreferrer" className={externalLink}>
          The Blue Alliance <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a href={statboticsEventUrl(event.key)} target="_blank" rel="noopener noreferrer" className={externalLink}>
          Statbotics <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}
