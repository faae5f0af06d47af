/**
 * The competition side's view of the team's upcoming matches, as the ICS feed needs it. The
 * competition data service provides it when the app is built; without it the feed has events only.
 */
export interface ScheduledMatch {
  /** Stable id, e.g. the TBA match key `2025miket_qm32`. */
  key: string;
  /** e.g. `Qualification 32` */
  title: string;
  eventName: string;
  /** Predicted start (or scheduled when no prediction exists). */
  startsAt: Date;
  /** e.g. `Red 2` */
  alliance?: string | null;
  location?: string | null;
  url?: string | null;
}

/** A match of the team's current event as the in-app calendar shows it: played ones stay, at their real start. */
export interface EventMatch extends ScheduledMatch {
  played: boolean;
}

export interface TeamMatchSchedule {
  upcomingMatches(): Promise<ScheduledMatch[]>;
  /** Every match of the team at its current event (none when it is not at one); absent: the calendar shows none. */
  eventMatches?(): Promise<EventMatch[]>;
}
