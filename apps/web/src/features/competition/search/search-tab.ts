export type SearchTab = 'teams' | 'events';

/** If the active tab has no results and the other one has, the view switches to it (spec 2). */
export function preferredSearchTab(active: SearchTab, counts: Record<SearchTab, number>): SearchTab {
  const other: SearchTab = active === 'teams' ? 'events' : 'teams';
  return counts[active] === 0 && counts[other] > 0 ? other : active;
}
