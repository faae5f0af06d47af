export type SearchTab = 'teams' | 'events';

/** If the active tab has no results and the other one has, the view switches to it (spec 2). */
export function preferredSearchTab(active: SearchTab, counts: Record<SearchTab, number>): SearchTab {
  const other: SearchTab = active === 'teams' ? 'events' : 'teams';
  return counts[active] === 0 && counts[other] > 0 ? other : active;
}

/**
 * The tab a search opens on: the one the server says holds the best match (Teams when it names none),
 * switched by the spec's rule when that tab is empty and the other is not.
 */
export function landingSearchTab(best: SearchTab | null | undefined, counts: Record<SearchTab, number>): SearchTab {
  return preferredSearchTab(best ?? 'teams', counts);
}
