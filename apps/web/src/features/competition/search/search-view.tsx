import { useQuery } from '@tanstack/react-query';
import { CalendarDays, SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { errorMessage } from '../shared/format.ts';
import { PageTitle } from '../shared/page-title.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { TabBar, tabPanelProps } from '../shared/tab-bar.tsx';
import { EventResults, TeamResults } from './search-results.tsx';
import { SearchForm } from './search-form.tsx';
import { landingSearchTab, type SearchTab } from './search-tab.ts';

/** Set once the server has answered with a built index: later searches only say 'Searching...'. */
let indexReady = false;

export function SearchView({ q }: { q: string }) {
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  const query = useQuery({ ...competitionQueries.search(q), enabled: q.length > 0 });
  // Null until the user picks a tab: the results then decide (the tab holding the best match).
  const [picked, setPicked] = useState<SearchTab | null>(null);
  const data = query.data;
  if (data?.indexedAt) indexReady = true;
  const counts = { teams: data?.teams.length ?? 0, events: data?.events.length ?? 0 };
  const shown = picked ?? (data ? landingSearchTab(data.best, counts) : 'teams');

  let body;
  if (!q) {
    body = (
      <EmptyBlock
        icon={SearchX}
        title="Search for a team or an event"
        description="Type a team number, a team name, an event name or an event code."
      />
    );
  } else if (query.isError && !data) {
    body = (
      <ErrorBlock
        title="Search failed"
        message={errorMessage(query.error, 'The search could not be completed.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = <LoadingBlock label={indexReady ? 'Searching...' : 'Loading teams and events data...'} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <TabBar
          items={[
            { id: 'teams', label: 'Teams', icon: Users, count: counts.teams },
            { id: 'events', label: 'Events', icon: CalendarDays, count: counts.events },
          ]}
          value={shown}
          onChange={setPicked}
          label="Result types"
          idPrefix="search"
          countsOnPhones
        />
        {data.stale && <Banner tone="info">Some teams or events could not be loaded from the data provider, so results may be incomplete.</Banner>}
        <div {...tabPanelProps('search', shown)} className="outline-none">
          {shown === 'teams' ? <TeamResults teams={data.teams} q={q} /> : <EventResults events={data.events} q={q} />}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <PageTitle title="Search" eyebrow="Teams and events">
        {q && data && <p className="text-sm text-fg-muted sm:text-base">Search results for "{q}"</p>}
      </PageTitle>
      <SearchForm initial={q} />
      {body}
    </section>
  );
}
