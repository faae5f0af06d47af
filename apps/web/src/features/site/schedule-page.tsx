import { Award, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { schedule } from '../../content/schedule-content.ts';
import { ordinal, recordLabel, recordText } from './home/competition-text.ts';
import { PageHeader } from './components/page-header.tsx';
import { usePageMeta } from './components/use-page-meta.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
const dateRange = (start: string, end: string) =>
  `${dayFormat.format(new Date(start))} – ${dayFormat.format(new Date(end))}, ${yearFormat.format(new Date(end))}`;

export default function SchedulePage() {
  usePageMeta('/schedule');
  return (
    <>
      <PageHeader eyebrow={`${schedule.season} season`} title="Schedule">
        {schedule.intro}
      </PageHeader>
      <ol aria-label={`${schedule.season} events`} className="relative mt-10 space-y-6 border-l-2 border-line pl-6 sm:ml-3 sm:pl-8">
        {schedule.events.map((event) => (
          <li key={event.key} className="relative">
            <span aria-hidden="true" className="absolute top-6 -left-[33px] size-4 rounded-full border-4 border-canvas bg-accent sm:-left-[41px]" />
            <Card className="p-5 sm:p-6">
              <article aria-labelledby={`event-${event.key}`}>
                <p className="text-sm font-semibold text-accent-text">
                  <time dateTime={event.startDate}>{dateRange(event.startDate, event.endDate)}</time> · {event.kind}
                </p>
                <h2 id={`event-${event.key}`} className="mt-1 text-xl font-bold text-fg">
                  <Link to={`/event?event=${event.key}`} className="underline-offset-4 hover:underline">
                    {event.name}
                  </Link>
                </h2>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-fg-muted">
                  <MapPin aria-hidden="true" className="size-4" />
                  {event.location}
                </p>
                <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <div className="rounded-xl bg-surface-muted p-3">
                    <dt className="text-xs font-semibold text-fg-muted uppercase">Final ranking</dt>
                    <dd className="mt-0.5 font-bold text-fg">
                      {ordinal(event.ranking.rank)} of {event.ranking.of}
                    </dd>
                  </div>
                  <div className="rounded-xl bg-surface-muted p-3">
                    <dt className="text-xs font-semibold text-fg-muted uppercase">Qualification record</dt>
                    <dd className="mt-0.5 font-bold text-fg" aria-label={recordLabel(event.qualificationRecord)}>
                      {recordText(event.qualificationRecord)}
                    </dd>
                  </div>
                  <div className="rounded-xl bg-surface-muted p-3">
                    <dt className="text-xs font-semibold text-fg-muted uppercase">Alliance</dt>
                    <dd className="mt-0.5 text-sm font-semibold text-fg">{event.alliance}</dd>
                  </div>
                  <div className="rounded-xl bg-surface-muted p-3">
                    <dt className="text-xs font-semibold text-fg-muted uppercase">Playoffs</dt>
                    <dd className="mt-0.5 text-sm font-semibold text-fg">{event.playoffs}</dd>
                  </div>
                </dl>
                {event.awards.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {event.awards.map((award) => (
                      <li
                        key={award}
                        className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-text"
                      >
                        <Award aria-hidden="true" className="size-4" />
                        {award}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="mt-3 text-fg-muted">{event.recap}</p>
              </article>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}
