import type { ChatMessage } from '../chat/contracts.ts';
import type { Alliance, EventPageResponse } from '../competition/contracts/event.ts';
import type { Award, MatchSummary } from '../competition/contracts/common.ts';
import type { MatchDetail } from '../competition/contracts/match.ts';
import type { ReactionSummary } from '../chat/reactions.ts';
import type { TeamFact } from '../notifications/alerts.ts';

/**
 * What the live stream (GET /api/chat/notifications/stream) sends. Each event's SSE `id` is its
 * row id in live_events, so a reconnect resumes after the last one seen.
 */
export type LiveEvent =
  | { type: 'message.created'; chat_key: string; message: ChatMessage }
  | { type: 'message.updated'; chat_key: string; message: ChatMessage }
  | { type: 'message.deleted'; chat_key: string; message_id: number }
  | { type: 'reactions.changed'; chat_key: string; message_id: number; reactions: ReactionSummary[] }
  | { type: 'chat.read'; chat_key: string; user_id: number; username: string; up_to_id: number; read_at: string }
  | { type: 'chat.muted'; chat_key: string; muted: boolean }
  | { type: 'channels.changed' }
  | { type: 'groups.changed' }
  /** The team's shared scouting pick list of an event changed; clients refetch it if `version` is newer. */
  | { type: 'picklist.changed'; event_key: string; version: number }
  /** A match-scouting report was stored or edited (issue 31): open scouting tables refetch the event's summary. */
  | { type: 'scouting.report'; event_key: string; match_key: string; team_number: number; report_id: string }
  | CompetitionChange
  | CompetitionFacts;

/**
 * What a competition change means for each team, written beside the change by the one watcher that noticed it
 * (decision 0011) for the alert follower. It has no audience and no topics: no stream ever carries it.
 */
export interface CompetitionFacts {
  type: 'competition.facts';
  event_key: string;
  facts: TeamFact[];
}

/**
 * The most a competition change may weigh as the JSON the stream sends (decision 0011). A larger one (a backlog of
 * 59 results once made one frame of 309,774 bytes, to every watching tab) is sent as what changed, without the data.
 */
export const MAX_LIVE_FRAME_BYTES = 64 * 1024;

/**
 * Something about an event became known (decision 0011): only what changed, for the streams watching one of
 * `topics`. Sections absent did not change; `matches` holds the changed rows of the event page's schedule and
 * `match_details` the same matches as the match page shows them (breakdown, videos). A change larger than
 * MAX_LIVE_FRAME_BYTES carries `refetch` instead of those sections.
 */
export interface CompetitionChange {
  type: 'competition.changed';
  event_key: string;
  topics: string[];
  matches?: MatchSummary[];
  match_details?: MatchDetail[];
  rankings?: EventPageResponse['rankings'];
  alliances?: Alliance[] | null;
  awards?: Award[] | null;
  refetch?: CompetitionRefetch;
}

/** What a change too large to carry changed, for open pages to fetch again: no data section comes with it. */
export interface CompetitionRefetch {
  /** The keys of the changed matches (their schedule rows and match pages). */
  matches: string[];
  rankings?: true;
  alliances?: true;
  awards?: true;
}

export type LiveEventType = LiveEvent['type'];

/** Sent on its own (no id) when the missed events are gone or too many: the client refetches everything. */
export const RESYNC_EVENT = 'resync';
/** Sent first on every connection, carrying the newest event id the server knows. */
export const READY_EVENT = 'ready';

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'message.created',
  'message.updated',
  'message.deleted',
  'reactions.changed',
  'chat.read',
  'chat.muted',
  'channels.changed',
  'groups.changed',
  'picklist.changed',
  'scouting.report',
  'competition.changed',
];
