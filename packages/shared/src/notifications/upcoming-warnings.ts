import type { UpcomingWarning } from '../accounts/team-preferences.ts';
import { compareMatches } from '../competition/match-order.ts';
import { isMatchNotNeeded, type StateMatch } from '../competition/match-state.ts';
import { isPlayed, upcomingFact, type EventSnapshot, type SnapshotMatch, type TeamFact } from './alerts.ts';

/**
 * The upcoming-match warning, timed per person: each favourite team's follower chooses off, N matches before or N
 * minutes before. Whatever the choice, the warning is one fact per team and match (so one alert key per person and
 * match, `teamAlertKey`), and never one for a match already under way.
 */

/** A warning with the server's default filled in: what the timing reads. */
export type UpcomingWarningTiming = { mode: 'off' } | { mode: 'matches'; matches: number } | { mode: 'minutes'; minutes: number };

/** `minutes: null` is the server's default lead (ALERT_UPCOMING_LEAD_MINUTES). */
export function upcomingWarningTiming(warning: UpcomingWarning, defaultMinutes: number): UpcomingWarningTiming {
  return warning.mode === 'minutes' ? { mode: 'minutes', minutes: warning.minutes ?? defaultMinutes } : warning;
}

/** A match still to start, with when it is expected to (null: the data has no time for it). */
export interface MatchAhead {
  match: SnapshotMatch;
  startsAt: number | null;
}

export interface EventTimeline {
  /** Matches not yet under way, in schedule order: the first is the next to be played. */
  ahead: MatchAhead[];
  /** How late the event runs (seconds): the last started match's actual start against its scheduled one. */
  delay: number;
  /** The schedule's usual gap between two matches (seconds), null when it has no times. */
  cycle: number | null;
}

/** Schedule order: by scheduled time, then level, set and match number (matches with no time last). */
function scheduleOrder(a: SnapshotMatch, b: SnapshotMatch): number {
  const at = (m: SnapshotMatch) => m.scheduledTime ?? Number.POSITIVE_INFINITY;
  // Infinity minus Infinity is NaN, which falls through to the match order like 0.
  return (
    at(a) - at(b) ||
    compareMatches(
      { comp_level: a.compLevel, set_number: a.setNumber, match_number: a.matchNumber },
      { comp_level: b.compLevel, set_number: b.setNumber, match_number: b.matchNumber },
    )
  );
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A snapshot's match as the match-state rules read it. */
const stateOf = (m: SnapshotMatch): StateMatch => ({
  event_key: m.key.split('_')[0] ?? '',
  comp_level: m.compLevel,
  set_number: m.setNumber,
  match_number: m.matchNumber,
  winning_alliance: m.winner,
  actual_time: m.actualTime,
  alliances: { red: { team_keys: m.red.map(String), score: m.redScore }, blue: { team_keys: m.blue.map(String), score: m.blueScore } },
});

/**
 * Where the event stands at `nowSeconds`. A match is under way or past when it has a score, when a later match in the
 * schedule has one, when it has an actual start time, or when its expected start has passed. Its expected start is
 * the predicted time where the data has it, else the scheduled time shifted by how late the event runs. A playoff
 * match its series was decided without (a third final after 2-0) is not ahead: it will not be played.
 */
export function eventTimeline(snapshot: Pick<EventSnapshot, 'matches'>, nowSeconds: number): EventTimeline {
  const order = [...snapshot.matches].sort(scheduleOrder);
  const states = order.map(stateOf);
  const lastStarted = order.findLast((m) => m.actualTime !== null && m.scheduledTime !== null);
  const delay = lastStarted ? lastStarted.actualTime! - lastStarted.scheduledTime! : 0;
  const times = order.flatMap((m) => (m.scheduledTime === null ? [] : [m.scheduledTime]));
  const cycle = median(times.slice(1).flatMap((t, i) => (t > times[i]! ? [t - times[i]!] : [])));
  const lastScored = order.findLastIndex(isPlayed);
  const ahead: MatchAhead[] = [];
  order.forEach((match, i) => {
    if (i <= lastScored || match.actualTime !== null || isMatchNotNeeded(states[i]!, states)) return;
    const startsAt = match.predictedTime ?? (match.scheduledTime === null ? null : match.scheduledTime + delay);
    if (startsAt !== null && startsAt <= nowSeconds) return;
    ahead.push({ match, startsAt });
  });
  return { ahead, delay, cycle };
}

const plays = (match: SnapshotMatch, team: number) => match.red.includes(team) || match.blue.includes(team);

/** How far off the next match to be played may be while the event counts as running, in match cycles. */
const RUNNING_WITHIN_CYCLES = 2;

/**
 * Whether a team's next match, `before` matches after the next one to be played, is due its warning.
 * - N minutes: expected within N minutes (never when the data has no time for it).
 * - N matches: at most N matches still to start before it, while the event is running: where the schedule has
 *   times, the next match to be played is expected within two match cycles. A break (overnight, lunch, a schedule
 *   just released) holds the count until play resumes, rather than saying "two matches before" hours early.
 */
function isWarningDue(timing: UpcomingWarningTiming, next: MatchAhead, before: number, timeline: EventTimeline, nowSeconds: number): boolean {
  if (timing.mode === 'off') return false;
  if (timing.mode === 'minutes') return next.startsAt !== null && next.startsAt - nowSeconds <= timing.minutes * 60;
  if (before > timing.matches) return false;
  const onDeck = timeline.ahead[0]!.startsAt;
  return onDeck === null || timeline.cycle === null || onDeck - nowSeconds <= RUNNING_WITHIN_CYCLES * timeline.cycle;
}

export interface UpcomingFollower {
  team: number;
  timing: UpcomingWarningTiming;
}

/**
 * The warnings due at `nowSeconds`: for each follower (a person's favourite team, or the alert channel), their team's
 * next match not yet under way, when their choice says it is time. The fact is the same for every follower of a
 * team, so each person's alert for a match has one key however often this is asked and whatever they chose.
 */
export function dueUpcomingWarnings<F extends UpcomingFollower>(
  snapshot: EventSnapshot,
  nowSeconds: number,
  followers: readonly F[],
): { follower: F; fact: TeamFact }[] {
  const timeline = eventTimeline(snapshot, nowSeconds);
  const facts = new Map<number, TeamFact>();
  const due: { follower: F; fact: TeamFact }[] = [];
  for (const follower of followers) {
    const before = timeline.ahead.findIndex((a) => plays(a.match, follower.team));
    if (before < 0) continue;
    const next = timeline.ahead[before]!;
    if (!isWarningDue(follower.timing, next, before, timeline, nowSeconds)) continue;
    let fact = facts.get(follower.team);
    if (!fact) facts.set(follower.team, (fact = upcomingFact(snapshot, next.match, follower.team, next.startsAt)));
    due.push({ follower, fact });
  }
  return due;
}
