import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { Award, CalendarClock, ListOrdered, Network } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { TabBar, tabPanelProps, type TabItem } from '../shared/tab-bar.tsx';
import { useHashTab } from '../shared/use-hash-tab.ts';
import { AwardsTab } from './awards-tab.tsx';
import { EVENT_TAB_ALIASES, EVENT_TABS, effectiveEventTab, offeredEventTabs, type EventTab } from './event-tab.ts';
import { RankingsTab } from './rankings-tab.tsx';
import { LoadingBlock } from '../shared/state-blocks.tsx';

// The bracket is the heaviest tab: its code loads when it is first opened. So does the schedule's, which carries the
// match predictions and the drive team's card (the page opens on the rankings).
const PlayoffTab = lazyComponent(async () => (await import('../bracket/playoff-tab.tsx')).PlayoffTab);
const ScheduleTab = lazyComponent(async () => (await import('./schedule-tab.tsx')).ScheduleTab);

const TAB_ITEMS: Record<EventTab, Omit<TabItem<EventTab>, 'count'>> = {
  rankings: { id: 'rankings', label: 'Rankings', icon: ListOrdered },
  schedule: { id: 'schedule', label: 'Schedule', icon: CalendarClock },
  playoff: { id: 'playoff', label: 'Playoffs', icon: Network },
  awards: { id: 'awards', label: 'Awards', icon: Award },
};

/** Rankings, schedule, playoffs and awards; a championship offers only Playoffs and Awards. */
export function EventTabs({ page }: { page: EventPageResponse }) {
  const [hashTab, setTab] = useHashTab(EVENT_TABS, 'rankings', EVENT_TAB_ALIASES);
  const championship = page.is_championship;
  const tab = effectiveEventTab(hashTab, championship);
  const counts: Record<EventTab, number | null> = {
    rankings: page.rankings?.rows.length || null,
    schedule: page.matches?.filter((m) => m.comp_level === 'qm').length || null,
    playoff: null,
    awards: page.awards?.length || null,
  };
  const items = offeredEventTabs(championship).map((id) => ({ ...TAB_ITEMS[id], count: counts[id] }));
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <TabBar
        items={items}
        value={tab}
        onChange={setTab}
        label="Event sections"
        idPrefix="event"
        trailing={
          championship ? (
            <span data-testid="championship-flag" className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent-text">
              Championship · {page.divisions.length} {page.divisions.length === 1 ? 'division' : 'divisions'}
            </span>
          ) : undefined
        }
      />
      {championship && page.divisions.length > 0 && (
        <nav aria-label="Divisions" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-fg-muted">Divisions:</span>
          {page.divisions.map((d) => (
            <Link
              key={d.key}
              to={`/event?event=${d.key}`}
              className="rounded-full border border-line px-2.5 py-0.5 font-medium text-accent-text hover:bg-surface-muted"
            >
              {d.short_name || d.name}
            </Link>
          ))}
        </nav>
      )}
      <div {...tabPanelProps('event', tab)} className="min-w-0 outline-none">
        {tab === 'rankings' && <RankingsTab page={page} />}
        {tab === 'schedule' && (
          <Suspense fallback={<LoadingBlock label="Loading schedule..." />}>
            <ScheduleTab page={page} />
          </Suspense>
        )}
        {tab === 'playoff' && (
          <Suspense fallback={<LoadingBlock label="Loading playoff bracket..." />}>
            <PlayoffTab page={page} />
          </Suspense>
        )}
        {tab === 'awards' && <AwardsTab page={page} />}
      </div>
    </div>
  );
}
