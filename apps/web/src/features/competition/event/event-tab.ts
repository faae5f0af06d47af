/** The event page's tabs (spec 2 section 2): only these ids (and 'playoffs') are read from the hash. */
export const EVENT_TABS = ['rankings', 'schedule', 'playoff', 'awards'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_TAB_ALIASES: Readonly<Record<string, EventTab>> = { playoffs: 'playoff' };

/** Championships (events with divisions) have no rankings or schedule of their own: those tabs become the playoffs. */
export function effectiveEventTab(tab: EventTab, isChampionship: boolean): EventTab {
  return isChampionship && (tab === 'rankings' || tab === 'schedule') ? 'playoff' : tab;
}

/** The tabs offered: all four, or only Playoffs and Awards at a championship. */
export function offeredEventTabs(isChampionship: boolean): readonly EventTab[] {
  return isChampionship ? ['playoff', 'awards'] : EVENT_TABS;
}
