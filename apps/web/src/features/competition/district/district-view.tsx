import { useQuery } from '@tanstack/react-query';
import type { DistrictPageResponse } from '@team7790/shared/competition/contracts/district';
import { CalendarDays, ListOrdered } from 'lucide-react';
import { Banner } from '../../../components/ui/banner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { errorMessage } from '../shared/format.ts';
import { EventGrid } from '../shared/event-grid.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { PointsTable } from '../shared/points-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { TabBar, tabPanelProps } from '../shared/tab-bar.tsx';
import { useHashTab } from '../shared/use-hash-tab.ts';

const TABS = ['rankings', 'events'] as const;

/** '2025 FIM District' from the key, before the answer names it. */
export const districtTitle = (key: string, data?: Pick<DistrictPageResponse, 'year' | 'abbreviation'>): string =>
  data ? `${data.year} ${data.abbreviation.toUpperCase()} District` : `${key.slice(0, 4)} ${key.slice(4).toUpperCase()} District`;

export function DistrictView({ districtKey }: { districtKey: string }) {
  const query = useQuery(competitionQueries.district(districtKey));
  const [tab, setTab] = useHashTab(TABS, 'rankings');
  const title = districtTitle(districtKey, query.data);
  useDocumentTitle(title);
  const data = query.data;

  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
      <PageTitle title={title} eyebrow="District" description="Season points from district events and the district championship." />
      {query.isError && !data ? (
        <ErrorBlock
          title="Error Loading District"
          message={errorMessage(query.error, 'Failed to load district data')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="rounded-2xl border border-line bg-surface"
        />
      ) : (
        <>
          <TabBar
            items={[
              { id: 'rankings', label: 'Rankings', icon: ListOrdered, count: data?.rankings?.length || null },
              { id: 'events', label: 'Events', icon: CalendarDays, count: data?.events?.length || null },
            ]}
            value={tab}
            onChange={setTab}
            label="District sections"
            idPrefix="district"
          />
          {data?.stale && <Banner tone="info">Showing the last saved data: the data provider could not be reached just now.</Banner>}
          <div {...tabPanelProps('district', tab)} className="min-w-0 outline-none">
            {tab === 'rankings' &&
              (!data ? (
                <LoadingBlock label="Loading rankings..." />
              ) : data.rankings && data.rankings.length > 0 ? (
                <SectionCard layout="flush" title="District Rankings" subtitle={`${data.rankings.length} teams`}>
                  <PointsTable rows={data.rankings} withChampionship label="District rankings" />
                </SectionCard>
              ) : (
                <EmptyBlock icon={ListOrdered} title="No rankings available" className="rounded-2xl border border-line bg-surface" />
              ))}
            {tab === 'events' &&
              (!data ? (
                <LoadingBlock label="Loading events..." />
              ) : (
                <EventGrid events={data.events ?? []} emptyText="No events found for this district" />
              ))}
          </div>
        </>
      )}
    </section>
  );
}
