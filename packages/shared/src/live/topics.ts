import { EVENT_KEY_PATTERN, MATCH_KEY_PATTERN } from '../competition/keys.ts';

/**
 * What an open page watches on the live stream (decision 0011): an event ('event:2019nyny'), a match
 * ('match:2019nyny_qm1') or a team ('team:7790'). The server sends a tab only the changes of its topics.
 */
export type LiveTopic = `event:${string}` | `match:${string}` | `team:${number}`;

export const eventTopic = (eventKey: string): LiveTopic => `event:${eventKey}`;
export const matchTopic = (matchKey: string): LiveTopic => `match:${matchKey}`;
export const teamTopic = (teamNumber: number): LiveTopic => `team:${teamNumber}`;

/** More than this in one stream is refused: no page shows more. */
export const MAX_LIVE_TOPICS = 20;
export const TOO_MANY_TOPICS = `A stream watches at most ${MAX_LIVE_TOPICS} topics.`;
export const BAD_TOPIC = "Each topic is 'event:<event key>', 'match:<match key>' or 'team:<number>'.";

export function isLiveTopic(value: string): value is LiveTopic {
  const [kind, key] = value.split(/:(.*)/s, 2) as [string, string | undefined];
  if (key === undefined) return false;
  if (kind === 'event') return EVENT_KEY_PATTERN.test(key);
  if (kind === 'match') return MATCH_KEY_PATTERN.test(key);
  if (kind === 'team') return /^[1-9]\d{0,4}$/.test(key);
  return false;
}

/** The event a topic belongs to, when the topic names one ('team:' topics do not). */
export function eventOfTopic(topic: string): string | null {
  if (topic.startsWith('event:')) return topic.slice(6);
  if (topic.startsWith('match:')) return topic.slice(6).split('_')[0] ?? null;
  return null;
}

/**
 * The `topics` query parameter, comma-separated: answers the distinct topics, or the error text for
 * the first bad one. An empty parameter is an empty list (a member's stream watching only chat).
 */
export function parseTopics(raw: string | undefined): { topics: LiveTopic[] } | { error: string } {
  const parts = (raw ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const topics = [...new Set(parts)];
  if (topics.length > MAX_LIVE_TOPICS) return { error: TOO_MANY_TOPICS };
  for (const t of topics) if (!isLiveTopic(t)) return { error: BAD_TOPIC };
  return { topics: topics as LiveTopic[] };
}
