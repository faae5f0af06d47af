import type { EventDetail } from '@team7790/shared/competition/contracts/event';

/** The event's first webcast (Twitch, YouTube), or The Blue Alliance's GameDay when it lists none. */
export function watchLiveUrl(event: Pick<EventDetail, 'key' | 'webcasts'>): string {
  for (const cast of event.webcasts) {
    const channel = encodeURIComponent(cast.channel);
    if (cast.type === 'twitch') return `https://www.twitch.tv/${channel}`;
    if (cast.type === 'youtube') return `https://www.youtube.com/watch?v=${channel}`;
    // Only web addresses: a provider string is never allowed to become a javascript: link.
    if (/^https?:\/\//i.test(cast.channel)) return cast.channel;
  }
  return `https://www.thebluealliance.com/gameday`;
}
