import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { errorMessage } from '../shared/format.ts';
import { PageTitle } from '../shared/page-title.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { AccuracyHeadline } from './accuracy-headline.tsx';
import { matchCount } from './accuracy-format.ts';
import { ReliabilitySection } from './reliability-section.tsx';
import { seasonAccuracyQuery } from '../api/season-accuracy-api.ts';
import { SeasonAccuracyTable } from './season-accuracy-table.tsx';

/** /predictions?year={year}: the season's events of team 7790, each and together; seasons up to the current one. */
export function SeasonAccuracyView({ year, currentYear }: { year: number; currentYear: number }) {
  const title = `${year} Season`;
  useDocumentTitle(`Prediction Accuracy · ${title}`);
  const query = useQuery(seasonAccuracyQuery(year));
  const data = query.data;

  let body;
  if (query.isError && !data) {
    body = (
      <ErrorBlock
        title="Error Loading Accuracy"
        message={errorMessage(query.error, "Failed to load the season's accuracy")}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="rounded-2xl border border-line bg-surface"
      />
    );
  } else if (!data) {
    body = <LoadingBlock label="Loading the season..." />;
  } else if (data.events.length === 0) {
    body = (
      <EmptyBlock
        icon={ListOrdered}
        title={`No predicted events in ${year}`}
        description="Team 7790's events of the season show here once they have played matches."
        className="rounded-2xl border border-line bg-surface"
      />
    );
  } else {
    body = (
      <>
        {data.stale && <Banner tone="info">Showing the last saved data: the data provider could not be reached just now.</Banner>}
        <AccuracyHeadline summary={data.total} scope="events" />
        <SectionCard layout="flush" title="Events" subtitle={`${data.events.length} ${data.events.length === 1 ? 'event' : 'events'} of team 7790`}>
          <SeasonAccuracyTable data={data} />
        </SectionCard>
        <ReliabilitySection
          bins={data.total.bins}
          subtitle={`${matchCount(data.total.count)} of the season's events, in 10-point bins of predicted red win chance.`}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
      <PageTitle title={title} eyebrow="Prediction Accuracy" description="How right our match win chances were at team 7790's events.">
        <nav aria-label="Other seasons" className="mt-2 flex flex-wrap gap-2">
          <Link to={`/predictions?year=${year - 1}`} className={buttonClasses('secondary', 'sm', 'gap-1')}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {year - 1}
          </Link>
          {year < currentYear && (
            <Link to={`/predictions?year=${year + 1}`} className={buttonClasses('secondary', 'sm', 'gap-1')}>
              {year + 1}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </nav>
      </PageTitle>
      {body}
    </section>
  );
}
