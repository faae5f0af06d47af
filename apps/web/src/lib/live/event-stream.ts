import { LiveConnection, type StreamHandlers } from './live-connection.ts';
import { fetchStreamTicket } from './stream-ticket.ts';

export type { StreamHandlers, StreamStatus } from './live-connection.ts';

/** This tab's one live connection (decision 0011): chat for a member, and the competition topics its pages watch. */
export const tabLive = new LiveConnection({ fetchTicket: fetchStreamTicket });

/**
 * The members' area takes this tab's connection: its chat events arrive beside the topics the tab's pages watch.
 * Each (re)connection uses a fresh single-use ticket and resumes after the last event id seen, so nothing is missed
 * while the connection was down. The answer gives the connection back.
 */
export function openEventStream(handlers: StreamHandlers): () => void {
  tabLive.setMember(handlers);
  return () => {
    if (tabLive.memberHandlers === handlers) tabLive.setMember(null);
  };
}
