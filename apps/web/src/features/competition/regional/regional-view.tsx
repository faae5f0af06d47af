import { useQuery } from '@tanstack/react-query';
import { FIRST_REGIONAL_POOL_YEAR } from '@team7790/shared/competition/keys';
import { CalendarDays, ListOrdered, RotateCw } from 'lucide-react';
import { Banner } from '../../../components/ui/banner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { errorMessage } from '../shared/format.ts';
import { EventGrid } from '../shared/event-grid.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { PointsTable } from '../shared/points-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { TabBar, tabPanelProps } from '../shared/tab-bar.tsx';
import { useHashTab } from '../shared/use-hash-tab.ts';

const TABS = ['rankings', 'events'] as const;

/** The regional pool: points rankings (from 2025) and the season's regional events. */
export function RegionalView({ year }: { year: number }) {
  const title = `${year} Regional Pool`;
  useDocumentTitle(title);
  const query = useQuery(competitionQueries.regional(year));
  const rankingsOffered = year >= FIRST_REGIONAL_POOL_YEAR;
  const [hashTab, setTab] = useHashTab(TABS, rankingsOffered ? 'rankings' : 'events');
  const tab = rankingsOffered ? hashTab : 'events';
  const data = query.data;

  let panel;
  if (query.isError && !data) {
    panel = (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-6 py-12 text-center">
        <p className="font-semibold text-fg">{errorMessage(query.error, 'Failed to load regional rankings')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline"
        >
          <RotateCw aria-hidden="true" className="size-4" /> Retry
        </button>
      </div>
    );
  } else if (!data) {
    panel = <LoadingBlock label={tab === 'rankings' ? 'Loading rankings...' : 'Loading events...'} />;
  } else if (tab === 'rankings') {
    panel =
      data.rankings && data.rankings.length > 0 ? (
        <SectionCard layout="flush" title="Regional Pool Rankings" subtitle={`${data.rankings.length} teams`}>
          <PointsTable rows={data.rankings} withChampionship={false} label="Regional pool rankings" />
        </SectionCard>
      ) : (
        <EmptyBlock icon={ListOrdered} title="No rankings available" className="rounded-2xl border border-line bg-surface" />
      );
  } else {
    panel = <EventGrid events={data.events ?? []} emptyText="No events found for this season" />;
  }

  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
      <PageTitle
        title={title}
        eyebrow="Regional"
        description={rankingsOffered ? 'Points toward the Championship from regional events.' : 'Regional events of the season.'}
      />
      <TabBar
        items={[
          ...(rankingsOffered ? [{ id: 'rankings' as const, label: 'Rankings', icon: ListOrdered, count: data?.rankings?.length || null }] : []),
          { id: 'events' as const, label: 'Events', icon: CalendarDays, count: data?.events?.length || null },
        ]}
        value={tab}
        onChange={setTab}
        label="Regional pool sections"
        idPrefix="regional"
      />
      {data?.stale && <Banner tone="info">Showing the last saved data: the data provider could not be reached just now.</Banner>}
      <div {...tabPanelProps('regional', tab)} className="min-w-0 outline-none">
        {panel}
      </div>
    </section>
  );
}
