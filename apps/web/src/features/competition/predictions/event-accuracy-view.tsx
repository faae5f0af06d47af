import { useQuery } from '@tanstack/react-query';
import { yearOfKey } from '@team7790/shared/competition/keys';
import { CalendarDays, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { competitionQueries } from '../../../lib/competition-queries.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { errorMessage } from '../shared/format.ts';
import { PageTitle } from '../shared/page-title.tsx';
import { ErrorBlock, LoadingBlock } from '../shared/state-blocks.tsx';
import { AccuracyHeadline } from './accuracy-headline.tsx';
import { matchCount } from './accuracy-format.ts';
import { useEventPredictions } from '../api/predictions-api.ts';
import { ReliabilitySection } from './reliability-section.tsx';

/** /predictions?event={key}: how right the event's match predictions were, beside Statbotics' figure. */
export function EventAccuracyView({ eventKey }: { eventKey: string }) {
  // The same answer (and cached copy) as the event page's predictions: a member's carries our scouting.
  const query = useEventPredictions(eventKey, true);
  // Only for the event's name: without it the page names the event by its key.
  const event = useQuery({ ...competitionQueries.event(eventKey), retry: false });
  const name = event.data?.event.name || eventKey;
  const year = yearOfKey(eventKey);
  useDocumentTitle(`Prediction Accuracy · ${name}`);
  const data = query.data;

  let body;
  if (query.isError && !data) {
    body = (
      <ErrorBlock
        title="Error Loading Predictions"
        message={errorMessage(query.error, 'Failed to load the predictions')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="rounded-2xl border border-line bg-surface"
      />
    );
  } else if (!data) {
    body = <LoadingBlock label="Loading predictions..." />;
  } else {
    body = (
      <>
        {data.stale && <Banner tone="info">Showing the last saved data: the data provider could not be reached just now.</Banner>}
        <AccuracyHeadline summary={data.accuracy} scope="event" source={data.source} scoutingBlended={data.scouting_blended} />
        <ReliabilitySection
          bins={data.accuracy.bins}
          subtitle={`${matchCount(data.accuracy.count)} in 10-point bins of predicted red win chance, each predicted from the matches before it.`}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="page-title" className="flex min-w-0 flex-col gap-6">
      <PageTitle title={name} eyebrow="Prediction Accuracy" description="How right our win chances were for this event's played matches.">
        <nav aria-label="Prediction accuracy links" className="mt-2 flex flex-wrap gap-2">
          <Link to={`/event?event=${eventKey}`} className={buttonClasses('secondary', 'sm', 'gap-1.5')}>
            <CalendarDays aria-hidden="true" className="size-4" />
            Event Page
          </Link>
          <Link to={`/predictions?year=${year}`} className={buttonClasses('secondary', 'sm', 'gap-1.5')}>
            <ListOrdered aria-hidden="true" className="size-4" />
            {year} Season Accuracy
          </Link>
        </nav>
      </PageTitle>
      {body}
    </section>
  );
}
