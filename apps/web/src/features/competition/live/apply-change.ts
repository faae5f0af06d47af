import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { compareMatches } from '@team7790/shared/competition/match-order';
import { matchTitle } from '@team7790/shared/competition/match-names';
import type { CompetitionChange } from '@team7790/shared/live/events';
import { matchOutcome } from '../match/match-labels.ts';

/**
 * The event page with a live change applied (decision 0011): changed matches replace their rows (a new one joins in
 * play order), and rankings, alliances and awards are replaced when the change carries them. Nothing else moves.
 */
export function patchEventPage(page: EventPageResponse, change: CompetitionChange): EventPageResponse {
  if (change.event_key !== page.event.key) return page;
  const next: EventPageResponse = { ...page };
  if (change.matches?.length) {
    const changed = new Map(change.matches.map((m) => [m.key, m]));
    const rows = (page.matches ?? []).map((m) => changed.get(m.key) ?? m);
    const known = new Set(rows.map((m) => m.key));
    const added = change.matches.filter((m) => !known.has(m.key));
    next.matches = added.length ? [...rows, ...added].sort(compareMatches) : rows;
  }
  if (change.rankings !== undefined) next.rankings = change.rankings;
  if (change.alliances !== undefined) next.alliances = change.alliances;
  if (change.awards !== undefined) next.awards = change.awards;
  return next;
}

/**
 * The match page with its match's new score, winner and breakdown, when the change carries them, and whether it is on
 * the field: a change that starts it puts it there (the latest news of the event), its score or another match
 * starting after it takes it off.
 */
export function patchMatchPage(page: MatchPageResponse, change: CompetitionChange): MatchPageResponse {
  const key = page.match.key;
  const detail = change.match_details?.find((d) => d.key === key);
  const summary = change.matches?.find((m) => m.key === key);
  const match = detail || summary ? { ...page.match, ...summary, ...detail } : page.match;
  const started = match.actual_time;
  const scored = match.alliances.red.score !== null && match.alliances.blue.score !== null;
  const overtaken =
    Boolean(started) && change.event_key === match.event_key && (change.matches ?? []).some((m) => m.key !== key && (m.actual_time ?? 0) > started!);
  let onField = page.on_field;
  if (scored || !started || overtaken) onField = false;
  else if (summary && summary.actual_time) onField = true;
  if (match === page.match && Boolean(onField) === Boolean(page.on_field)) return page;
  return { ...page, match, on_field: onField };
}

const hasScore = (m: MatchSummary) => m.alliances.red.score !== null && m.alliances.blue.score !== null;

/** The matches of a change that now have a result (they were just played or corrected). */
export function playedMatches(change: CompetitionChange): MatchSummary[] {
  return (change.matches ?? []).filter(hasScore);
}

/**
 * What a change too large to carry (it names what changed, `refetch`) leaves to mark once an answer it asked for is
 * fetched again, from that answer's rows (`rows`): the listed matches that have a result now, highlighted as a
 * carried change's would be, and the result to announce when it is the only one (known only when the answer shows
 * every listed match, as the event page's does).
 */
export function refetchedResults(
  change: CompetitionChange,
  rows: readonly MatchSummary[],
  playoffType: number | null = null,
): { played: string[]; said: string | null } {
  const listed = new Set(change.refetch?.matches ?? []);
  const shown = rows.filter((m) => listed.has(m.key));
  const played = shown.filter(hasScore);
  const said = played.length === 1 && shown.length === listed.size ? resultAnnouncement(played[0]!, playoffType) : null;
  return { played: played.map((m) => m.key), said };
}

/** What a screen reader hears when a result arrives: 'Qualification 12: Red 87, Blue 65. Red wins.' (named under the event's playoff type). */
export function resultAnnouncement(m: MatchSummary, playoffType: number | null = null): string {
  const { red, blue } = m.alliances;
  const won = matchOutcome(m);
  const outcome = won === 'red' ? 'Red wins.' : won === 'blue' ? 'Blue wins.' : 'Tie.';
  return `${matchTitle(m, playoffType)}: Red ${red.score}, Blue ${blue.score}. ${outcome}`;
}
