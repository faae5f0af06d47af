import { createHash } from 'node:crypto';
import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import type { MatchDetail } from '@team7790/shared/competition/contracts/match';
import { teamNumberOf } from '@team7790/shared/competition/keys';
import { snapshotFromEventPage, type EventSnapshot } from '@team7790/shared/notifications/alerts';
import { eventTopic, matchTopic, teamTopic } from '@team7790/shared/live/topics';
import { MAX_LIVE_FRAME_BYTES, type CompetitionChange, type CompetitionRefetch } from '@team7790/shared/live/events';

/** What open pages were last told about an event, as fingerprints: enough to say what changed, small to store. */
export interface LiveFingerprint {
  /** Match key -> fingerprint of its schedule row and match-page detail. */
  matches: Record<string, string>;
  /** Team key -> fingerprint of its ranking row; '' for the sort order names. */
  rankings: Record<string, string>;
  alliances: string;
  awards: string;
}

const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

export function fingerprintOf(page: EventPageResponse, details: readonly MatchDetail[]): LiveFingerprint {
  const detailOf = new Map(details.map((d) => [d.key, d]));
  return {
    matches: Object.fromEntries((page.matches ?? []).map((m) => [m.key, hash([m, liveDetail(detailOf.get(m.key))])])),
    rankings: Object.fromEntries([
      ['', hash(page.rankings?.sort_order_names ?? null)],
      ...(page.rankings?.rows ?? []).map((r) => [r.team_key, hash(r)]),
    ]),
    alliances: hash(page.alliances),
    awards: hash(page.awards),
  };
}

/** The match page's parts that a result changes (the schedule row carries the rest). */
const liveDetail = (d: MatchDetail | undefined) => (d ? [d.score_breakdown, d.videos] : null);

const teamTopicsOf = (teamKeys: Iterable<string | null>) =>
  [...teamKeys].flatMap((k) => {
    const n = k ? teamNumberOf(k) : null;
    return n === null ? [] : [teamTopic(n)];
  });

const teamsOfMatch = (m: MatchSummary) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys];

/**
 * What changed between what pages were told (`before`) and the event now, as the one event the live stream sends
 * (null when nothing changed): the changed matches (schedule rows and match-page details), and the rankings,
 * alliances or awards when they changed, addressed to the event's topic, each changed match's and every team
 * concerned. A part the provider failed to give (null) is not a change: `fingerprint`, what to keep for next time,
 * keeps what pages were told of it.
 */
export function compareLive(
  before: LiveFingerprint,
  page: EventPageResponse,
  details: readonly MatchDetail[],
): { change: CompetitionChange | null; fingerprint: LiveFingerprint } {
  const next = fingerprintOf(page, details);
  const now: LiveFingerprint = {
    matches: page.matches === null ? before.matches : next.matches,
    rankings: page.rankings === null ? before.rankings : next.rankings,
    alliances: page.alliances === null ? before.alliances : next.alliances,
    awards: page.awards === null ? before.awards : next.awards,
  };
  return { change: changeBetween(before, now, page, details), fingerprint: now };
}

function changeBetween(
  before: LiveFingerprint,
  now: LiveFingerprint,
  page: EventPageResponse,
  details: readonly MatchDetail[],
): CompetitionChange | null {
  const eventKey = page.event.key;
  const topics = new Set<string>([eventTopic(eventKey)]);
  const change: CompetitionChange = { type: 'competition.changed', event_key: eventKey, topics: [] };

  const changedMatches = (page.matches ?? []).filter((m) => before.matches[m.key] !== now.matches[m.key]);
  if (changedMatches.length > 0) {
    const keys = new Set(changedMatches.map((m) => m.key));
    change.matches = changedMatches;
    change.match_details = details.filter((d) => keys.has(d.key));
    for (const m of changedMatches) {
      topics.add(matchTopic(m.key));
      for (const t of teamTopicsOf(teamsOfMatch(m))) topics.add(t);
    }
  }

  const rankingKeys = new Set([...Object.keys(before.rankings), ...Object.keys(now.rankings)]);
  const movedTeams = [...rankingKeys].filter((k) => before.rankings[k] !== now.rankings[k]);
  if (movedTeams.length > 0) {
    change.rankings = page.rankings;
    for (const t of teamTopicsOf(movedTeams.filter(Boolean))) topics.add(t);
  }
  if (before.alliances !== now.alliances) {
    change.alliances = page.alliances;
    for (const t of teamTopicsOf((page.alliances ?? []).flatMap((a) => a.picks))) topics.add(t);
  }
  if (before.awards !== now.awards) {
    change.awards = page.awards;
    for (const t of teamTopicsOf((page.awards ?? []).flatMap((a) => a.recipient_list.map((r) => r.team_key)))) topics.add(t);
  }
  if (!change.matches && !change.rankings && change.alliances === undefined && change.awards === undefined) return null;
  change.topics = [...topics];
  return change;
}

/**
 * The change as the stream sends it (decision 0011): whole while its JSON weighs at most MAX_LIVE_FRAME_BYTES, else
 * the same event to the same topics naming what changed without the data (`refetch`), for open pages to fetch again.
 * The whole frame is weighed, so one huge section sends it so too.
 */
export function boundedChange(change: CompetitionChange): CompetitionChange {
  if (Buffer.byteLength(JSON.stringify(change), 'utf8') <= MAX_LIVE_FRAME_BYTES) return change;
  const matchKeys = [...(change.matches ?? []), ...(change.match_details ?? [])].map((m) => m.key);
  const refetch: CompetitionRefetch = { matches: [...new Set(matchKeys)] };
  if (change.rankings !== undefined) refetch.rankings = true;
  if (change.alliances !== undefined) refetch.alliances = true;
  if (change.awards !== undefined) refetch.awards = true;
  return { type: change.type, event_key: change.event_key, topics: change.topics, refetch };
}

/**
 * The event as alerts' facts read it. A part the provider failed to give (null) keeps what was last seen of it, so a
 * provider's bad moment neither hides matches nor, when they come back, makes old results look new.
 */
export function alertSnapshot(before: EventSnapshot | null, page: EventPageResponse): EventSnapshot {
  const now = snapshotFromEventPage(page);
  if (!before) return now;
  return {
    ...now,
    matches: page.matches === null ? before.matches : now.matches,
    alliances: page.alliances === null ? before.alliances : now.alliances,
    awards: page.awards === null ? before.awards : now.awards,
  };
}

/** Every team either snapshot names: facts are made for all of them, and the alert follower keeps the followed ones. */
export function teamsOf(...snapshots: EventSnapshot[]): Set<number> {
  const teams = new Set<number>();
  for (const s of snapshots) {
    for (const m of s.matches) for (const t of [...m.red, ...m.blue]) teams.add(t);
    for (const a of s.alliances) for (const t of a.picks) teams.add(t);
    for (const w of s.awards) for (const t of w.teams) teams.add(t);
  }
  return teams;
}
