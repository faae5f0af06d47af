import type { AccuracySummary, PredictionSource } from '@team7790/shared/competition/contracts/predictions';
import { formatCount } from '../shared/format.ts';

/** A no-break space: '71.1 %' never splits between the number and its sign. */
const NBSP = '\u00a0';

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A share (0–1) as a percentage, '71.1 %'; '–' when absent. */
export function formatShare(share: number | null | undefined, digits = 1): string {
  return isNumber(share) ? `${(share * 100).toFixed(digits)}${NBSP}%` : '–';
}

/** A Brier score to three decimals, '0.192'; '–' when absent. */
export function formatBrier(brier: number | null | undefined): string {
  return isNumber(brier) ? brier.toFixed(3) : '–';
}

/** A reliability bin by its range of predicted chance: from 0.6 is '60–70 %'. */
export function binLabel(from: number): string {
  const low = Math.round(from * 100);
  return `${low}–${Math.min(low + 10, 100)}${NBSP}%`;
}

/** '1 match', '78 matches'. */
export const matchCount = (count: number): string => `${formatCount(count)} ${count === 1 ? 'match' : 'matches'}`;

/** Where the ratings behind the predictions came from, in a visitor's words. */
export const SOURCE_TEXT: Record<PredictionSource, string> = {
  prior: "Statbotics' pre-event EPA, refitted in the event",
  'in-event': "this event's matches alone",
  none: 'none yet (no pre-event rating and no score)',
};

/** The same, short, for a table column. */
export const SOURCE_SHORT: Record<PredictionSource, string> = {
  prior: 'Pre-event EPA',
  'in-event': 'Event alone',
  none: 'None yet',
};

/** The headline: '78 matches predicted · Accuracy 71.1 % · Brier 0.192'. */
export function headlineText(summary: Pick<AccuracySummary, 'count' | 'accuracy' | 'brier'>): string {
  return `${matchCount(summary.count)} predicted · Accuracy ${formatShare(summary.accuracy)} · Brier ${formatBrier(summary.brier)}`;
}

/**
 * Statbotics' figure beside ours: 'Statbotics: 70.4 % · 0.194 on the same event', with its own count when it scored
 * a different number of matches; null when it published none.
 */
export function statboticsText(summary: Pick<AccuracySummary, 'count' | 'statbotics'>, scope: 'event' | 'events'): string | null {
  const theirs = summary.statbotics;
  if (!theirs) return null;
  const count = theirs.count !== summary.count ? ` (${matchCount(theirs.count)})` : '';
  return `Statbotics: ${formatShare(theirs.accuracy)} · ${formatBrier(theirs.brier)} on the same ${scope}${count}`;
}
