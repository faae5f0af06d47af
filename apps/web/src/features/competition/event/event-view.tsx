import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { PollWhileNotLive } from '../../../lib/live/poll-while-not-live.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { errorMessage } from '../shared/format.ts';
import { tabFromHash } from '../shared/hash-tab.ts';
import { ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { EventHeader, EventHeaderSkeleton } from './event-header.tsx';
import { EventTabs } from './event-tabs.tsx';
import { EVENT_TAB_ALIASES, EVENT_TABS, type EventTab } from './event-tab.ts';
import { LiveAnnouncer } from '../live/live-notes.tsx';
import { useLiveEvent } from '../live/use-live-competition.ts';

// Only upcoming events need the countdown (and its time zone maths).
const UpcomingEvent = lazyComponent(async () => (await import('./upcoming-event.tsx')).UpcomingEvent);

/** What the page says while it loads, for the tab the address asks for (spec 2's loading texts). */
const LOADING_TEXT: Record<EventTab, string> = {
  rankings: 'Loading rankings...',
  schedule: 'Loading schedule...',
  playoff: 'Loading playoff bracket...',
  awards: 'Loading awards...',
};

export function EventView({ eventKey }: { eventKey: string }) {
  const query = useQuery(competitionQueries.event(eventKey));
  const { refetch } = query;
  const poll = useCallback(() => void refetch(), [refetch]);
  const data = query.data;
  useLiveEvent(eventKey, data?.status === 'current');
  const hydrated = useHydrated();
  useDocumentTitle(data ? `${data.event.name} (${data.event.year})` : `Event ${eventKey}`);

  if (!data) {
    if (query.isError) {
      return (
        <section aria-label="Event" className="mx-auto w-full max-w-3xl">
          <ErrorBlock
            title="Error Loading Event"
            message={errorMessage(query.error, 'Failed to load event data')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className="rounded-2xl border border-line bg-surface"
          />
        </section>
      );
    }
    const tab = tabFromHash(hydrated ? window.location.hash : '', EVENT_TABS, 'rankings', EVENT_TAB_ALIASES);
    return (
      <section aria-label="Event" aria-busy="true" className="flex flex-col gap-6">
        <EventHeaderSkeleton />
        <LoadingBlock label={LOADING_TEXT[tab]} />
        {tab === 'playoff' && <LoadingBlock label="Loading alliances..." className="pt-0" />}
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
      <EventHeader page={data} />
      {data.status === 'upcoming' ? (
        <Suspense fallback={<LoadingBlock label="Loading event..." />}>
          <UpcomingEvent page={data} />
        </Suspense>
      ) : (
        <EventTabs page={data} />
      )}
      <LiveAnnouncer />
      {/* An event being played takes its results from the live stream; while that is down, it polls. */}
      <PollWhileNotLive active={data.status === 'current'} refetch={poll} />
    </section>
  );
}
