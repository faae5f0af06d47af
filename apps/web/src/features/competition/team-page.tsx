import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PollWhileNotLive } from '../../lib/live/poll-while-not-live.tsx';
import { useLiveTeam } from './live/use-live-competition.ts';
import { HOME_TEAM_NUMBER, teamNumberFromParam } from '@team7790/shared/competition/keys';
import { History, LayoutDashboard, ListOrdered } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { errorMessage } from './shared/format.ts';
import { LoadingOverlay } from './shared/loading-overlay.tsx';
import { ErrorBlock } from './shared/state-blocks.tsx';
import { TabBar, tabPanelProps, type TabItem } from './shared/tab-bar.tsx';
import { useHashTab } from './shared/use-hash-tab.ts';
import { HistoryTab } from './team/history-tab.tsx';
import { MatchesTab } from './team/matches-tab.tsx';
import { OverviewTab } from './team/overview-tab.tsx';
import { teamQueries } from './api/team-api.ts';
import { TeamHeader } from './team/team-header.tsx';

const TABS = ['overview', 'matches', 'history'] as const;
type TeamTab = (typeof TABS)[number];
const TAB_ITEMS: TabItem<TeamTab>[] = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'matches', label: 'Matches', icon: ListOrdered },
  { id: 'history', label: 'History', icon: History },
];

/** /team?team={number}: header, then the overview, matches and history tabs (spec 2). */
export default function TeamPage() {
  const [params] = useSearchParams();
  const teamNumber = teamNumberFromParam(params.get('team'), HOME_TEAM_NUMBER);
  const [tab, setTab] = useHashTab(TABS, 'overview');
  const page = useQuery(teamQueries.page(teamNumber));
  const { refetch } = page;
  const poll = useCallback(() => void refetch(), [refetch]);
  useLiveTeam(teamNumber, page.data?.current_event?.status === 'current');
  const nickname = page.data?.team.nickname;
  useDocumentTitle(nickname ? `Team ${teamNumber} ${nickname}` : `Team ${teamNumber}`);

  if (page.isPending) return <LoadingOverlay title="Loading Team Data" description="Retrieving information from The Blue Alliance" />;
  if (page.isError) {
    return (
      <Card className="mx-auto w-full max-w-xl">
        <ErrorBlock
          title="Error Loading Team"
          message={errorMessage(page.error, 'Failed to load team data.')}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      </Card>
    );
  }

  const data = page.data;
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <TeamHeader page={data} />
      <TabBar items={TAB_ITEMS} value={tab} onChange={setTab} label="Team sections" idPrefix="team" />
      <div {...tabPanelProps('team', tab)} className="focus:outline-none">
        {tab === 'overview' && <OverviewTab page={data} currentYear={data.year} />}
        {tab === 'matches' && <MatchesTab page={data} />}
        {tab === 'history' && <HistoryTab teamNumber={teamNumber} />}
      </div>
      {/* A team playing now: its current-event card follows the live stream, or polls while that is down. */}
      <PollWhileNotLive active={data.current_event?.status === 'current'} refetch={poll} />
    </article>
  );
}
