import type { TbaMatch } from '@team7790/shared/competition/tba';
import type { PublishedEvent } from '../../src/features/live/event-log-repo.ts';

/** A recorded match as The Blue Alliance sends it before it is played: no score (-1), winner, breakdown or video. */
export const unplayed = (m: TbaMatch): TbaMatch => ({
  ...m,
  winning_alliance: '',
  actual_time: null,
  score_breakdown: null,
  videos: [],
  alliances: { red: { ...m.alliances.red, score: -1 }, blue: { ...m.alliances.blue, score: -1 } },
});

/** The `n`th of a run of competition changes the size the review measured (17-24 KB): six recorded matches with their breakdowns. */
export function bigChange(recorded: readonly TbaMatch[], eventKey: string, n: number): PublishedEvent {
  const topics = [`event:${eventKey}`];
  const details = Array.from({ length: 6 }, (_, i) => recorded[(n + i) % recorded.length]!);
  return { event: { type: 'competition.changed', event_key: eventKey, topics, match_details: details as never }, audience: null, topics };
}
