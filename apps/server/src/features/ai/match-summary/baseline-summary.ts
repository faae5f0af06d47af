import { formatMatchMoment } from '@team7790/shared/competition/match-time';
import type { AllianceFacts, MatchFacts } from './match-facts.ts';

const NAME = { red: 'Red', blue: 'Blue' } as const;

const teamList = (side: AllianceFacts) => side.teams.map((t) => t.number).join(', ');

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Where an alliance's points came from, parts that add up to its score: '44 in auto, 108 in
 * teleop (24 of them in the endgame) and 5 from fouls'; 2015 fouls are '12 deducted for fouls'
 * and its coopertition '40 from coopertition'; what is left over is named for the season ('20
 * from links'). A 2015 total below zero counts as 0: the parts are said with the total they make.
 */
function pointSources(side: AllianceFacts): string | null {
  const parts: string[] = [];
  let counted = 0;
  if (side.auto !== null) {
    parts.push(`${side.auto} in auto`);
    counted += side.auto;
  }
  if (side.teleop !== null) {
    parts.push(side.endgame ? `${side.teleop} in teleop (${side.endgame} of them in the endgame)` : `${side.teleop} in teleop`);
    counted += side.teleop;
  } else if (side.endgame !== null) {
    parts.push(`${side.endgame} in the endgame`);
    counted += side.endgame;
  }
  if (parts.length === 0) return null;
  if (side.fouls) {
    parts.push(side.foulsDeducted ? `${side.fouls} deducted for fouls` : `${side.fouls} from fouls`);
    counted += side.foulsDeducted ? -side.fouls : side.fouls;
  }
  if (side.coopertition) {
    parts.push(`${side.coopertition} from coopertition`);
    counted += side.coopertition;
  }
  // 2015: deductions never took a score below zero (2015nyny Q9: 4 in teleop, 6 deducted, scored 0).
  if (side.foulsDeducted && side.score === 0 && counted < 0) return `${listJoin(parts)}, a total of ${counted} that counts as 0`;
  const rest = side.score === null ? 0 : side.score - counted;
  if (rest > 0) parts.push(`${rest} from ${side.restName}`);
  if (rest < 0) parts.push(`${-rest} taken off in adjustments`);
  return listJoin(parts);
}

/** 'a' or 'an' before a number as it is read aloud: an 8, an 11, an 18, an 80, an 800, an 11000-... */
export function articleFor(n: number): 'a' | 'an' {
  const digits = String(Math.abs(Math.trunc(n)));
  const lead = digits.slice(0, digits.length % 3 || 3);
  return digits.startsWith('8') || lead === '11' || lead === '18' ? 'an' : 'a';
}

/**
 * Before the score: on the field now (since when), started with its score not in, or when it is to be played, in the
 * event's zone. Only the schedule's time is said, not the prediction that moves through the day (the page shows that).
 */
function unplayedSummary(facts: MatchFacts, where: string): string {
  const { red, blue, timeZone } = facts;
  if (facts.startedAt !== null) {
    const started = formatMatchMoment(facts.startedAt, timeZone);
    return facts.onField
      ? `${facts.label}${where} is on the field now: it started at ${started}. Red (${teamList(red)}) and Blue (${teamList(blue)}) are playing; the score comes when it ends.`
      : `${facts.label}${where} started at ${started}; its score is not in yet. Red (${teamList(red)}) faced Blue (${teamList(blue)}).`;
  }
  const when = facts.scheduledAt !== null ? `is scheduled for ${formatMatchMoment(facts.scheduledAt, timeZone)}` : 'has no scheduled time yet';
  return `${facts.label}${where} ${when}. Red (${teamList(red)}) will face Blue (${teamList(blue)}).`;
}

/**
 * The summary written from the data alone, when no model is configured or the model failed:
 * the result and margin, where each alliance's points came from, and the bonuses earned.
 */
export function baselineSummary(facts: MatchFacts): string {
  const where = facts.eventName ? ` at ${facts.eventName}` : '';
  if (facts.notNeeded) {
    return `${facts.label}${where} was not needed: its series was decided before it, so it was never played.`;
  }
  if (!facts.played) return unplayedSummary(facts, where);
  const sentences: string[] = [];
  const { red, blue } = facts;
  if (facts.winner === 'tie' || facts.winner === null) {
    sentences.push(`${facts.label}${where} ended in a ${red.score}–${blue.score} tie between Red (${teamList(red)}) and Blue (${teamList(blue)}).`);
  } else {
    const win = facts[facts.winner];
    const lose = facts.winner === 'red' ? blue : red;
    const margin = win.score! - lose.score!;
    const marginText = margin > 0 ? `, ${articleFor(margin)} ${margin}-point margin` : ' on a tiebreaker';
    sentences.push(
      `${NAME[win.alliance]} (${teamList(win)}) beat ${NAME[lose.alliance]} (${teamList(lose)}) ${win.score}–${lose.score} in ${facts.label}${where}${marginText}.`,
    );
    // In 2015 a side's foul points were its own deductions: they never helped it win.
    if (margin > 0 && win.fouls && !win.foulsDeducted && win.fouls >= margin) {
      sentences.push(`Fouls decided it: ${NAME[win.alliance]} received ${win.fouls} foul points, at least the winning margin.`);
    }
  }
  for (const side of [red, blue]) {
    const sources = pointSources(side);
    if (sources) sentences.push(`${NAME[side.alliance]} scored ${sources}.`);
  }
  for (const side of [red, blue]) {
    if (side.bonuses.length) sentences.push(`${NAME[side.alliance]} earned the ${listJoin(side.bonuses)}.`);
  }
  return sentences.join(' ');
}
