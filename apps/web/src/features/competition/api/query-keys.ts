/**
 * Cache keys of the competition feature's own answers, apart from their query options, so that code which only
 * touches the cache (live changes) does not load what fetching them needs (decision 0011).
 */
export const competitionKeys = {
  match: (matchKey: string) => ['competition', 'match', matchKey] as const,
  team: (team: number) => ['competition', 'team', team] as const,
  teamMatches: (team: number, eventKey: string) => ['competition', 'team-matches', team, eventKey] as const,
  /** An event's match predictions, for any viewer (members' answers carry scouting, visitors' do not). */
  predictions: (eventKey: string) => ['competition', 'predictions', eventKey] as const,
  /** An event's simulated odds (final ranks, the playoffs): the same answer for every viewer. */
  odds: (eventKey: string) => ['competition', 'odds', eventKey] as const,
};
