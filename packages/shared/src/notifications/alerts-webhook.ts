import { teamNumberOf } from '../competition/keys.ts';
import { awardFacts, resultFacts, snapshotMatch, upcomingFact, type SnapshotMatch, type TeamFact } from './alerts.ts';

/** The Blue Alliance's webhook envelope: `{message_type, message_data}`. */
export interface TbaWebhookMessage {
  message_type: string;
  message_data?: Record<string, unknown> | null;
}

export type TbaWebhookAction =
  { type: 'verification'; verificationKey: string } | { type: 'event'; eventKey: string; facts: TeamFact[] } | { type: 'ignored' };

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const teamKeys = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);

/** Older webhook versions list an alliance's teams as `teams`; the API's own shape uses `team_keys`. */
function side(v: unknown): { team_keys: string[]; score: number | null } {
  const o = (v ?? {}) as Record<string, unknown>;
  return { team_keys: teamKeys(o.team_keys ?? o.teams), score: num(o.score) };
}

function matchFrom(v: unknown, eventKey: string): SnapshotMatch | null {
  const m = (v ?? {}) as Record<string, unknown>;
  const alliances = (m.alliances ?? {}) as Record<string, unknown>;
  const level = str(m.comp_level);
  const matchNumber = num(m.match_number);
  if (!level || matchNumber === null) return null;
  const setNumber = num(m.set_number) ?? 1;
  const key = str(m.key) ?? `${eventKey}_${level === 'qm' ? `qm${matchNumber}` : `${level}${setNumber}m${matchNumber}`}`;
  const red = side(alliances.red);
  const blue = side(alliances.blue);
  let winner = str(m.winning_alliance);
  if (winner === null && red.score !== null && blue.score !== null && red.score >= 0 && blue.score >= 0) {
    winner = red.score > blue.score ? 'red' : blue.score > red.score ? 'blue' : '';
  }
  return snapshotMatch({
    key,
    comp_level: level,
    set_number: setNumber,
    match_number: matchNumber,
    winning_alliance: winner,
    predicted_time: num(m.predicted_time),
    alliances: { red, blue },
  });
}

/** Match keys look like 2025milac_qm12 or 2025milac_sf1m1. */
function matchFromKey(matchKey: string, teams: string[], predicted: number | null): SnapshotMatch | null {
  const found = /^(\d{4}[a-z0-9]+)_(qm|ef|qf|sf|f)(\d+)(?:m(\d+))?$/.exec(matchKey);
  if (!found) return null;
  const [, , level, a, b] = found;
  const setNumber = level === 'qm' ? 1 : Number(a);
  const matchNumber = level === 'qm' ? Number(a) : Number(b ?? 1);
  // The upcoming-match message lists red's three teams, then blue's.
  const half = Math.ceil(teams.length / 2);
  return snapshotMatch({
    key: matchKey,
    comp_level: level!,
    set_number: setNumber,
    match_number: matchNumber,
    predicted_time: predicted,
    alliances: { red: { team_keys: teams.slice(0, half), score: null }, blue: { team_keys: teams.slice(half), score: null } },
  });
}

/**
 * What a webhook message means for the followed teams. Facts use the same subjects as the snapshot
 * comparison, so an alert seen by both paths has one key and is sent once. Messages about an event
 * also ask for an early look at it (alliances and schedules are read from the data, not the message).
 */
export function tbaWebhookAction(message: TbaWebhookMessage, teams: ReadonlySet<number>): TbaWebhookAction {
  const data = message.message_data ?? {};
  if (message.message_type === 'verification') {
    const key = str(data.verification_key);
    return key ? { type: 'verification', verificationKey: key } : { type: 'ignored' };
  }
  const eventKey = str(data.event_key);
  if (!eventKey) return { type: 'ignored' };
  const eventName = str(data.event_name) ?? eventKey;
  const snapshot = { eventKey, eventName, timezone: null };
  const facts: TeamFact[] = [];
  switch (message.message_type) {
    case 'match_score': {
      const match = matchFrom(data.match, eventKey);
      if (match) facts.push(...resultFacts(snapshot, match, teams));
      break;
    }
    case 'upcoming_match': {
      const matchKey = str(data.match_key);
      const match = matchKey ? matchFromKey(matchKey, teamKeys(data.team_keys), num(data.predicted_time) ?? num(data.scheduled_time)) : null;
      if (match) for (const team of [...match.red, ...match.blue]) if (teams.has(team)) facts.push(upcomingFact(snapshot, match, team));
      break;
    }
    case 'awards_posted': {
      const awards = Array.isArray(data.awards) ? (data.awards as Record<string, unknown>[]) : [];
      for (const award of awards) {
        const recipients = Array.isArray(award.recipient_list) ? (award.recipient_list as Record<string, unknown>[]) : [];
        const awardTeams = recipients
          .map((r) => (typeof r.team_number === 'number' ? r.team_number : teamNumberOf(str(r.team_key) ?? '')))
          .filter((n): n is number => n !== null);
        const type = num(award.award_type);
        if (type === null) continue;
        facts.push(
          ...awardFacts(snapshot, { name: str(award.name) ?? str(award.name_str) ?? 'an award', awardType: type, teams: awardTeams }, teams),
        );
      }
      break;
    }
    default:
      break;
  }
  return { type: 'event', eventKey, facts };
}
