import type { EventPageResponse } from '../competition/contracts/event.ts';
import { teamNumberOf } from '../competition/keys.ts';
import { matchLabel } from '../competition/match-order.ts';

/**
 * Favourite-team alerts as pure functions: a compact snapshot of an event, the facts that appear
 * between two snapshots (or in a webhook), and the key that makes each alert exactly-once.
 */

export type TeamAlertKind = 'upcoming' | 'schedule' | 'alliance' | 'result' | 'eliminated' | 'advanced' | 'award';
export const TEAM_ALERT_KINDS: readonly TeamAlertKind[] = ['upcoming', 'schedule', 'alliance', 'result', 'eliminated', 'advanced', 'award'];

/** Which of the four favourite-team preferences (spec 1) turns each kind on. */
export type TeamPreferenceFlag = 'notif_upcoming' | 'notif_alliance' | 'notif_results' | 'notif_awards';
export const PREFERENCE_FOR_KIND: Record<TeamAlertKind, TeamPreferenceFlag> = {
  upcoming: 'notif_upcoming',
  schedule: 'notif_upcoming',
  alliance: 'notif_alliance',
  result: 'notif_results',
  eliminated: 'notif_results',
  advanced: 'notif_results',
  award: 'notif_awards',
};

/**
 * A match as alerts read it. Times are Unix seconds. Snapshots stored before `setNumber`, `matchNumber`,
 * `scheduledTime` and `actualTime` existed lack them; only the fresh snapshot's are read (upcoming warnings).
 */
export interface SnapshotMatch {
  key: string;
  label: string;
  compLevel: string;
  setNumber: number;
  matchNumber: number;
  red: number[];
  blue: number[];
  redScore: number | null;
  blueScore: number | null;
  winner: 'red' | 'blue' | '';
  /** The schedule's start time (TBA `time`). */
  scheduledTime: number | null;
  predictedTime: number | null;
  /** When it actually started (TBA `actual_time`): under way or played. */
  actualTime: number | null;
}

export interface SnapshotAlliance {
  number: number;
  name: string | null;
  picks: number[];
  status: string | null;
  level: string | null;
  round: string | null;
  losses: number;
}

export interface SnapshotAward {
  name: string;
  awardType: number;
  teams: number[];
}

export interface EventSnapshot {
  eventKey: string;
  eventName: string;
  timezone: string | null;
  matches: SnapshotMatch[];
  alliances: SnapshotAlliance[];
  awards: SnapshotAward[];
}

/** One thing that happened to one team; becomes an alert for every user who follows the team with that preference on. */
export interface TeamFact {
  kind: TeamAlertKind;
  team: number;
  eventKey: string;
  /** The match key, 'schedule', 'alliance', 'playoffs', a round, or `award:{type}`. */
  subject: string;
  title: string;
  body: string;
  url: string;
}

const numbers = (keys: readonly string[]): number[] => keys.map(teamNumberOf).filter((n): n is number => n !== null);
export const isPlayed = (m: SnapshotMatch): boolean => m.redScore !== null && m.blueScore !== null;

/** A match as alerts read it, named under its event's playoff type (TBA playoff_type; unknown: by the match's year). */
export function snapshotMatch(
  m: {
    key: string;
    comp_level: string;
    set_number: number;
    match_number: number;
    winning_alliance?: string | null;
    time?: number | null;
    predicted_time?: number | null;
    actual_time?: number | null;
    alliances: { red: { team_keys: string[]; score: number | null }; blue: { team_keys: string[]; score: number | null } };
  },
  playoffType: number | null = null,
): SnapshotMatch {
  // TBA sends -1 for a score not yet posted.
  const score = (s: number | null) => (s === null || s < 0 ? null : s);
  const winner = m.winning_alliance === 'red' || m.winning_alliance === 'blue' ? m.winning_alliance : '';
  return {
    key: m.key,
    label: matchLabel(m, playoffType),
    compLevel: m.comp_level,
    setNumber: m.set_number,
    matchNumber: m.match_number,
    red: numbers(m.alliances.red.team_keys),
    blue: numbers(m.alliances.blue.team_keys),
    redScore: score(m.alliances.red.score),
    blueScore: score(m.alliances.blue.score),
    winner,
    scheduledTime: m.time ?? null,
    predictedTime: m.predicted_time ?? null,
    actualTime: m.actual_time ?? null,
  };
}

/** The parts of an event page that alerts read. */
export function snapshotFromEventPage(page: EventPageResponse): EventSnapshot {
  return {
    eventKey: page.event.key,
    eventName: page.event.short_name || page.event.name,
    timezone: page.event.timezone,
    matches: (page.matches ?? []).map((m) => snapshotMatch(m, page.event.playoff_type)),
    alliances: (page.alliances ?? []).map((a) => ({
      number: a.number,
      name: a.name,
      picks: numbers(a.picks),
      status: a.status?.status ?? null,
      level: a.status?.level ?? null,
      round: a.status?.double_elim_round ?? null,
      losses: a.status?.record?.losses ?? 0,
    })),
    awards: (page.awards ?? []).map((w) => ({
      name: w.name,
      awardType: w.award_type,
      teams: numbers(w.recipient_list.flatMap((r) => (r.team_key ? [r.team_key] : []))),
    })),
  };
}

const LEVEL_NAMES: Record<string, string> = { ef: 'Octofinals', qf: 'Quarterfinals', sf: 'Semifinals', f: 'Finals' };
const eventUrl = (eventKey: string) => `/event?event=${encodeURIComponent(eventKey)}`;
const matchUrl = (matchKey: string) => `/match?match=${encodeURIComponent(matchKey)}`;

export function formatMatchTime(seconds: number, timezone: string | null): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone ?? 'America/Detroit' }).format(
    new Date(seconds * 1000),
  );
}

/** Facts for a match whose score was just posted: one per team that played in it. */
export function resultFacts(snapshot: Pick<EventSnapshot, 'eventKey' | 'eventName'>, match: SnapshotMatch, teams: ReadonlySet<number>): TeamFact[] {
  if (!isPlayed(match)) return [];
  const facts: TeamFact[] = [];
  for (const side of ['red', 'blue'] as const) {
    for (const team of match[side]) {
      if (!teams.has(team)) continue;
      const outcome = match.winner === '' ? 'tied' : match.winner === side ? 'won' : 'lost';
      facts.push({
        kind: 'result',
        team,
        eventKey: snapshot.eventKey,
        subject: match.key,
        title: `${team} ${outcome} ${match.label}`,
        body: `Red ${match.redScore} – Blue ${match.blueScore} · ${snapshot.eventName}`,
        url: matchUrl(match.key),
      });
    }
  }
  return facts;
}

/**
 * "{team} plays {match} soon", for whoever is warned about it and whenever: the text depends on the snapshot alone.
 * `startsAt` is the expected start (the predicted time, else the schedule shifted by the event's delay: "about").
 */
export function upcomingFact(
  snapshot: Pick<EventSnapshot, 'eventKey' | 'eventName' | 'timezone'>,
  match: SnapshotMatch,
  team: number,
  startsAt: number | null = match.predictedTime,
): TeamFact {
  const side = match.red.includes(team) ? 'Red' : 'Blue';
  const about = match.predictedTime === null ? 'about ' : '';
  const at = startsAt === null ? '' : ` at ${about}${formatMatchTime(startsAt, snapshot.timezone)}`;
  return {
    kind: 'upcoming',
    team,
    eventKey: snapshot.eventKey,
    subject: match.key,
    title: `${team} plays ${match.label} soon`,
    body: `${side} alliance${at} · Red ${match.red.join(', ')} vs Blue ${match.blue.join(', ')}`,
    url: matchUrl(match.key),
  };
}

function allianceFact(snapshot: EventSnapshot, alliance: SnapshotAlliance, team: number): TeamFact {
  const name = alliance.name ?? `Alliance ${alliance.number}`;
  const captain = alliance.picks[0];
  const others = alliance.picks.filter((t) => t !== team);
  return {
    kind: 'alliance',
    team,
    eventKey: snapshot.eventKey,
    subject: 'alliance',
    title: captain === team ? `${team} captains ${name}` : `${team} picked for ${name}`,
    body: `${others.length ? `With ${others.join(', ')}` : 'Alliance selection'} · ${snapshot.eventName}`,
    url: `${eventUrl(snapshot.eventKey)}#alliances`,
  };
}

export function awardFacts(snapshot: Pick<EventSnapshot, 'eventKey' | 'eventName'>, award: SnapshotAward, teams: ReadonlySet<number>): TeamFact[] {
  return award.teams
    .filter((team) => teams.has(team))
    .map((team) => ({
      kind: 'award' as const,
      team,
      eventKey: snapshot.eventKey,
      subject: `award:${award.awardType}`,
      title: `Award for ${team}: ${award.name}`,
      body: snapshot.eventName,
      url: `${eventUrl(snapshot.eventKey)}#awards`,
    }));
}

const stage = (a: SnapshotAlliance): string | null => a.round ?? (a.level ? (LEVEL_NAMES[a.level] ?? a.level.toUpperCase()) : null);

function playoffFacts(snapshot: EventSnapshot, before: SnapshotAlliance | undefined, after: SnapshotAlliance, team: number): TeamFact[] {
  if (!before) return [];
  const name = after.name ?? `Alliance ${after.number}`;
  const base = { team, eventKey: snapshot.eventKey, url: `${eventUrl(snapshot.eventKey)}#playoffs` };
  if (after.status === 'eliminated' && before.status !== 'eliminated') {
    return [
      {
        ...base,
        kind: 'eliminated',
        subject: 'playoffs',
        title: `${team} eliminated`,
        body: `${name} is out of the playoffs · ${snapshot.eventName}`,
      },
    ];
  }
  // Only the finals' winner won the event: the provider also says 'won' at level sf for an alliance that won its
  // round robin or its last bracket match before going out later.
  if (after.status === 'won' && after.level === 'f' && !(before.status === 'won' && before.level === 'f')) {
    return [{ ...base, kind: 'advanced', subject: 'won', title: `${team} won ${snapshot.eventName}!`, body: `${name} won the playoffs` }];
  }
  // Double elimination names rounds; entering the first one (no round before) is not news.
  const from = after.round !== null ? before.round : stage(before);
  const to = stage(after);
  if (after.status === 'playing' && from !== null && to !== null && from !== to) {
    // In double elimination one loss sends an alliance to the lower bracket; it is still alive.
    const where = after.round && after.losses > 0 ? ' (lower bracket)' : '';
    return [
      { ...base, kind: 'advanced', subject: `round:${to}`, title: `${team} advances to ${to}${where}`, body: `${name} · ${snapshot.eventName}` },
    ];
  }
  return [];
}

/**
 * What happened between two snapshots of the same event, for the given teams. With no earlier
 * snapshot the event is new to us: that first look is the baseline and says nothing, so following a
 * team mid-event does not replay its past.
 */
export function diffSnapshots(before: EventSnapshot | null, after: EventSnapshot, teams: ReadonlySet<number>): TeamFact[] {
  if (!before) return [];
  const facts: TeamFact[] = [];

  const hadQuals = new Set(before.matches.filter((m) => m.compLevel === 'qm').flatMap((m) => [...m.red, ...m.blue]));
  const quals = after.matches.filter((m) => m.compLevel === 'qm');
  for (const team of teams) {
    if (hadQuals.has(team)) continue;
    const mine = quals.filter((m) => m.red.includes(team) || m.blue.includes(team));
    if (mine.length === 0) continue;
    const first = mine[0]!;
    const at = first.predictedTime === null ? '' : ` at ${formatMatchTime(first.predictedTime, after.timezone)}`;
    facts.push({
      kind: 'schedule',
      team,
      eventKey: after.eventKey,
      subject: 'schedule',
      title: `Schedule released: ${team} at ${after.eventName}`,
      body: `${mine.length} qualification match${mine.length === 1 ? '' : 'es'}; first is ${first.label}${at}`,
      url: `${eventUrl(after.eventKey)}#schedule`,
    });
  }

  const playedBefore = new Set(before.matches.filter(isPlayed).map((m) => m.key));
  for (const match of after.matches) if (!playedBefore.has(match.key)) facts.push(...resultFacts(after, match, teams));

  const inAllianceBefore = new Set(before.alliances.flatMap((a) => a.picks));
  const allianceBefore = new Map(before.alliances.map((a) => [a.number, a]));
  for (const alliance of after.alliances) {
    for (const team of alliance.picks) {
      if (!teams.has(team)) continue;
      if (!inAllianceBefore.has(team)) facts.push(allianceFact(after, alliance, team));
      facts.push(...playoffFacts(after, allianceBefore.get(alliance.number), alliance, team));
    }
  }

  const awardedBefore = new Set(before.awards.flatMap((w) => w.teams.map((t) => `${w.awardType}:${t}`)));
  for (const award of after.awards) {
    const fresh = { ...award, teams: award.teams.filter((t) => !awardedBefore.has(`${award.awardType}:${t}`)) };
    facts.push(...awardFacts(after, fresh, teams));
  }
  return facts;
}

/** The exactly-once key of a favourite-team alert: user, team, event, subject (match, award, …) and kind. */
export function teamAlertKey(userId: number, fact: Pick<TeamFact, 'team' | 'eventKey' | 'subject' | 'kind'>): string {
  return `team:${userId}:${fact.team}:${fact.eventKey}:${fact.subject}:${fact.kind}`;
}

/** A chat bundle is keyed by its first message: one alert however many messages join it. */
export function chatAlertKey(userId: number, chatKey: string, firstMessageId: number): string {
  return `chat:${userId}:${chatKey}:${firstMessageId}`;
}

/**
 * When a chat bundle opened now may be sent: after the bundling window (so a burst becomes one
 * alert), and not sooner than the cool-down after the last alert for the same chat.
 */
export function chatBundleDueAt(now: Date, lastSentAt: Date | null, windowSeconds: number, cooldownSeconds: number): Date {
  const afterWindow = now.getTime() + windowSeconds * 1000;
  const afterCooldown = lastSentAt ? lastSentAt.getTime() + cooldownSeconds * 1000 : 0;
  return new Date(Math.max(afterWindow, afterCooldown));
}

export interface ChatBundleMessage {
  senderName: string;
  text: string;
  mentionsMe: boolean;
}

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/** The notification for a bundle of unread chat messages (oldest first); null when nothing is left to say. */
export function chatAlertText(
  chat: { kind: 'channel' | 'dm' | 'group'; name: string },
  messages: readonly ChatBundleMessage[],
): { title: string; body: string } | null {
  const last = messages[messages.length - 1];
  if (!last) return null;
  const place = chat.kind === 'channel' ? `#${chat.name}` : chat.kind === 'group' ? chat.name : null;
  const mention = messages.find((m) => m.mentionsMe);
  if (messages.length === 1) {
    const only = messages[0]!;
    const title = only.mentionsMe
      ? `${only.senderName} mentioned you${place ? ` in ${place}` : ''}`
      : place
        ? `${only.senderName} in ${place}`
        : only.senderName;
    return { title, body: preview(only.text) };
  }
  const senders = [...new Set(messages.map((m) => m.senderName))];
  const title = mention
    ? `${mention.senderName} mentioned you${place ? ` in ${place}` : ''}`
    : `${messages.length} new messages${place ? ` in ${place}` : ` from ${senders.join(', ')}`}`;
  const body = mention ? `${preview(mention.text)} (+${messages.length - 1} more)` : `${last.senderName}: ${preview(last.text)}`;
  return { title, body };
}
