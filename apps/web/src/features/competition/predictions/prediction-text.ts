import type { MatchPredictionView, PredictionSource } from '@team7790/shared/competition/contracts/predictions';
import { chancePercent, winPercents } from '@team7790/shared/competition/predictions/match-predictions';

export type Side = 'red' | 'blue';

/** The alliance's word: colour is never the only thing that says which side a number belongs to. */
export const SIDE_WORD: Record<Side, string> = { red: 'Red', blue: 'Blue' };

export const otherSide = (side: Side): Side => (side === 'red' ? 'blue' : 'red');

/** Both sides, `first` first. */
export const sidesFrom = (first: Side): readonly [Side, Side] => [first, otherSide(first)];

/** A no-break space and the sign: a percentage is never split across lines ('64 %'). */
export const PERCENT = '\u00a0%';

export { chancePercent, winPercents };

/** '88–79': red's score, an en dash, blue's (or the order given), rounded to whole points. */
export const scoresText = (first: number, second: number) => `${Math.round(first)}–${Math.round(second)}`;

/** What a prediction says when nothing was known of the six teams before the match. */
export const NOT_KNOWN = 'Not known yet';

type Call = Pick<MatchPredictionView, 'favored' | 'red' | 'blue'> & Partial<Pick<MatchPredictionView, 'known'>>;

/**
 * 'Red 64 %', or 'Even' when the chances read 50 % each: who the prediction favours, and how strongly; 'Not known yet'
 * when nothing was known of the teams (an event's first round while Statbotics is down).
 */
export function callText(p: Call): string {
  if (p.known === false) return NOT_KNOWN;
  if (!p.favored) return 'Even';
  return `${SIDE_WORD[p.favored]} ${winPercents(p.red.win_prob)[p.favored]}${PERCENT}`;
}

/** 'Red 64 % · 88–79' (red score – blue score); 'Red 64 %' without scores; 'Even · 88–88' at exactly 50 %. */
export function predictionText(p: Call): string {
  const call = callText(p);
  const { red, blue } = p;
  return red.score === null || blue.score === null ? call : `${call} · ${scoresText(red.score, blue.score)}`;
}

export interface PredictionCheck {
  mark: '✓' | '✗' | '½';
  /** What a screen reader hears in place of the mark. */
  said: string;
}

/** After the match: whether the favourite won. A tie, or a call of exactly 50 %, counts half; null before the match. */
export function predictionCheck(p: Pick<MatchPredictionView, 'result'> & Partial<Pick<MatchPredictionView, 'known'>>): PredictionCheck | null {
  if (!p.result || p.known === false) return null;
  if (p.result.correct === true) return { mark: '✓', said: 'predicted right' };
  if (p.result.correct === false) return { mark: '✗', said: 'predicted wrong' };
  return { mark: '½', said: 'half right (a tie or an even call)' };
}

/** How the pages say, once per section, where the predictions came from. */
export function sourceText(source: PredictionSource): string {
  switch (source) {
    case 'prior':
      return "Predicted from Statbotics EPA and this event's matches";
    case 'in-event':
      return "From this event's matches (Statbotics unavailable)";
    case 'none':
      return 'No predictions yet: nothing to rate the teams on before the first scores';
  }
}

/**
 * The match page after the match, its scores in the page's order (blue first) and named: 'Predicted Red 64 % · Blue
 * 79–88 Red · Actual Blue 80–95 Red · margin off by 6 · called right'. The margin's error is actual − predicted, red minus
 * blue, said as its size.
 */
export function resultText(p: MatchPredictionView, first: Side = 'blue'): string | null {
  const r = p.result;
  if (!r) return null;
  const second = otherSide(first);
  const named = (scores: Record<Side, number>) => `${SIDE_WORD[first]} ${scoresText(scores[first], scores[second])} ${SIDE_WORD[second]}`;
  if (p.known === false)
    return `No prediction: nothing was known of these teams before the match · Actual ${named({ red: r.red_score, blue: r.blue_score })}`;
  const parts = [`Predicted ${callText(p)}`];
  if (p.red.score !== null && p.blue.score !== null) parts.push(named({ red: p.red.score, blue: p.blue.score }));
  parts.push(`Actual ${named({ red: r.red_score, blue: r.blue_score })}`);
  if (r.margin_error !== null) parts.push(`margin off by ${Math.abs(Math.round(r.margin_error))}`);
  parts.push(r.correct === true ? 'called right' : r.correct === false ? 'called wrong' : r.outcome === 0.5 ? 'tied' : 'called even');
  return parts.join(' · ');
}

/**
 * One team's view of its match: '7790 · Blue 58 % to win · 88–79', its alliance's chance and then its own alliance's
 * score before the other's (so '79–88' reads as behind).
 */
export function teamPredictionText(
  p: Pick<MatchPredictionView, 'red' | 'blue'> & Partial<Pick<MatchPredictionView, 'known'>>,
  side: Side,
  teamNumber: number,
): string {
  if (p.known === false) return `${teamNumber} · ${SIDE_WORD[side]} · ${NOT_KNOWN}`;
  const own = p[side];
  const other = p[otherSide(side)];
  const parts = [String(teamNumber), `${SIDE_WORD[side]} ${winPercents(p.red.win_prob)[side]}${PERCENT} to win`];
  if (own.score !== null && other.score !== null) parts.push(scoresText(own.score, other.score));
  return parts.join(' · ');
}

/** 'Auto 72 %': one bonus ranking point and the chance of earning it. */
export const bonusText = (bonus: { name: string; chance: number }) => `${bonus.name} ${chancePercent(bonus.chance)}${PERCENT}`;

/** Expected ranking points, one decimal. */
export const expectedRpText = (rp: number) => rp.toFixed(1);
