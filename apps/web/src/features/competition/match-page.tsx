import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { eventStatus } from '@team7790/shared/competition/event-status';
import { normalizeMatchKey } from '@team7790/shared/competition/keys';
import { matchTitle } from '@team7790/shared/competition/match-names';
import { MousePointerClick } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { appNow } from '../../lib/app-clock.ts';
import { PollWhileNotLive } from '../../lib/live/poll-while-not-live.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LiveAnnouncer } from './live/live-notes.tsx';
import { useLiveMatch } from './live/use-live-competition.ts';
import { BreakdownTable } from './match/breakdown-table.tsx';
import { matchQueries } from './api/match-api.ts';
import { MatchHeader } from './match/match-header.tsx';
import { matchOutcome } from './match/match-labels.ts';
import { MatchSummaryCard } from './match/match-summary-card.tsx';
import { MatchVideo } from './match/match-video.tsx';
import { scoresSignature } from './match/summary-storage.ts';
import { useMatchSummary } from './match/use-match-summary.ts';
import { TeamInfoCards } from './match/team-info-cards.tsx';
import { LoadingOverlay } from './shared/loading-overlay.tsx';
import { PredictionCard } from './predictions/prediction-card.tsx';
import { EmptyBlock, ErrorBlock } from './shared/state-blocks.tsx';

/** The match's event is being played (the app's clock): its result may still come or change. */
const isLive = (page: MatchPageResponse | undefined) => Boolean(page?.event && eventStatus(page.event, appNow()) === 'current');

/** /match?match={key}: header and result, summary, score breakdown, team information and video (spec 2). */
export default function MatchPage() {
  const [params] = useSearchParams();
  const matchKey = normalizeMatchKey(params.get('match'));
  const page = useQuery({ ...matchQueries.page(matchKey), enabled: Boolean(matchKey) });
  const { refetch } = page;
  const poll = useCallback(() => void refetch(), [refetch]);
  useLiveMatch(matchKey, isLive(page.data));
  const epa = useQuery({ ...matchQueries.epa(matchKey), enabled: Boolean(page.data?.epa_pending) });
  const scores = page.data
    ? scoresSignature(page.data.match.alliances.red.score, page.data.match.alliances.blue.score, page.data.on_field)
    : undefined;
  // Asked for alongside the match, not after it.
  const summary = useMatchSummary(page.isError ? '' : matchKey, scores);
  const title = page.data ? matchTitle(page.data.match, page.data.event?.playoff_type) : 'Match';
  useDocumentTitle(page.data?.event ? `${title} · ${page.data.event.short_name || page.data.event.name}` : title);

  if (!matchKey) {
    return (
      <Card className="mx-auto w-full max-w-xl">
        <EmptyBlock icon={MousePointerClick} title="No Match Selected" description="Please select a match from the schedule">
          <Link to="/event" className={buttonClasses('secondary')}>
            Go to events
          </Link>
        </EmptyBlock>
      </Card>
    );
  }
  if (page.isPending) return <LoadingOverlay title="Loading Match Data" />;
  if (page.isError) {
    return (
      <Card className="mx-auto w-full max-w-xl">
        <ErrorBlock
          title="Error Loading Match"
          message="Failed to load match details. Please try again later."
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      </Card>
    );
  }

  const data = page.data;
  // Before the match the prediction is what a drive team reads: it comes first, under the header (on a phone too),
  // and the summary and video (empty until the match is played) after it.
  const upcoming = matchOutcome(data.match) === null;
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <MatchHeader page={data} />
      {/*
        The summary's and the video's rows are only as tall as they are, so the video follows the summary and the
        prediction the video, however long the breakdown is. On a phone the prediction comes after the video; before
        the match it comes first on both.
      */}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-rows-[auto_auto_1fr]">
        <div data-area="summary" className={clsx('min-w-0 lg:col-start-2', upcoming ? 'lg:row-start-2' : 'lg:row-start-1')}>
          <MatchSummaryCard state={summary} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <BreakdownTable match={data.match} />
        </div>
        <div data-area="video" className={clsx('min-w-0 lg:col-start-2', upcoming ? 'lg:row-start-3' : 'lg:row-start-2')}>
          <MatchVideo match={data.match} title={title} />
        </div>
        {data.event && !data.not_needed && (
          <div
            data-area="prediction"
            className={clsx('min-w-0 empty:hidden lg:col-start-2', upcoming ? 'max-lg:order-first lg:row-start-1' : 'lg:row-start-3')}
          >
            <PredictionCard
              eventKey={data.event.key}
              matchKey={data.match.key}
              qualification={data.match.comp_level === 'qm'}
              played={matchOutcome(data.match) !== null}
            />
          </div>
        )}
      </div>
      <TeamInfoCards page={data} outcome={matchOutcome(data.match)} epa={epa.data?.teams ?? {}} epaLoading={data.epa_pending && epa.isPending} />
      <LiveAnnouncer />
      {/* A match of an event being played takes its result from the live stream; while that is down, it polls. */}
      <PollWhileNotLive active={isLive(data)} refetch={poll} />
    </article>
  );
}
