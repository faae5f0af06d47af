import { clsx } from 'clsx';
import type { EventPredictionsResponse, MatchPredictionView } from '@team7790/shared/competition/contracts/predictions';
import { ALLIANCE_STYLE } from '../match/alliance-style.ts';
import { callText, PERCENT, predictionCheck, scoresText, SIDE_WORD, sourceText, type Side, sidesFrom, winPercents } from './prediction-text.ts';

/**
 * 'Red 64 % · 88–79': the favourite's word and chance in its colour, then both predicted scores, each in its colour
 * (the words say which is which; the colours only help). The scores are red's then blue's unless `first` says blue,
 * for a table whose own scores put blue first.
 */
export function PredictionText({
  prediction,
  withScores = true,
  first = 'red',
}: {
  prediction: MatchPredictionView;
  withScores?: boolean;
  first?: Side;
}) {
  const { favored } = prediction;
  const [a, b] = sidesFrom(first);
  const scoreA = prediction[a].score;
  const scoreB = prediction[b].score;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className={clsx('font-semibold', favored ? ALLIANCE_STYLE[favored].text : 'text-fg')}>{callText(prediction)}</span>
      {withScores && scoreA !== null && scoreB !== null && (
        <>
          <span className="text-fg-muted"> · </span>
          <span className={ALLIANCE_STYLE[a].text}>{Math.round(scoreA)}</span>–<span className={ALLIANCE_STYLE[b].text}>{Math.round(scoreB)}</span>
        </>
      )}
    </span>
  );
}

/**
 * Once a match has a result, the call: '✓ Red 64 %' or '✗ Red 64 %', the mark said in words to screen readers; before
 * it (and while its result is awaited), the prediction.
 */
export function PredictionCheckText({ prediction, first = 'red' }: { prediction: MatchPredictionView; first?: Side }) {
  const check = predictionCheck(prediction);
  if (!check) return <PredictionText prediction={prediction} first={first} />;
  return (
    <span className="whitespace-nowrap" data-prediction-check={check.mark === '✓' ? 'right' : check.mark === '✗' ? 'wrong' : 'half'}>
      <span
        aria-hidden="true"
        className={clsx('font-bold', check.mark === '✓' ? 'text-success' : check.mark === '✗' ? 'text-danger' : 'text-fg-muted')}
      >
        {check.mark}
      </span>{' '}
      <PredictionText prediction={prediction} withScores={false} />
      <span className="sr-only"> ({check.said})</span>
    </span>
  );
}

/**
 * Where a section's predictions came from, said once for the section. Its line is kept while they load, so nothing
 * moves when they arrive; it says nothing when they could not be had.
 */
export function PredictionSourceNote({
  predictions,
  loading,
  className,
  extra,
}: {
  predictions: EventPredictionsResponse | undefined;
  loading: boolean;
  className?: string;
  /** Said after the source (e.g. the order of the scores). */
  extra?: string;
}) {
  const text = predictions
    ? [sourceText(predictions.source), predictions.scouting_blended ? 'with our scouting' : null, predictions.source !== 'none' ? extra : null]
        .filter(Boolean)
        .join(' · ')
    : loading
      ? 'Loading predictions…'
      : '';
  return (
    // Two lines kept on narrow screens, where the longest text wraps once.
    <p data-prediction-source={predictions?.source} className={clsx('min-h-8 text-xs leading-4 text-fg-muted lg:min-h-4', className)}>
      {text}
    </p>
  );
}

/**
 * Both alliances' win chances as a bar, each percentage written beside it in words, `first` on the left (the match
 * page puts blue first, as its scores do). Once the match is played they are said as what the prediction gave.
 */
export function WinChanceBar({
  prediction,
  first = 'red',
  played = false,
}: {
  prediction: (Pick<MatchPredictionView, 'red' | 'blue'> & Partial<Pick<MatchPredictionView, 'known'>>) | null;
  first?: Side;
  played?: boolean;
}) {
  // With nothing known of the teams the chances are dashes, as while they load: never a 50-50 bar.
  if (prediction?.known === false) prediction = null;
  const percents = prediction ? winPercents(prediction.red.win_prob) : null;
  const sides = sidesFrom(first);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm font-semibold tabular-nums">
        {sides.map((side) => (
          <span key={side} data-win-chance={side} className={ALLIANCE_STYLE[side].text}>
            {SIDE_WORD[side]} {played && <span className="sr-only">had a </span>}
            {percents?.[side] ?? '–'}
            {PERCENT}
            <span className="sr-only">{played ? ' chance to win, as predicted' : ' chance to win'}</span>
          </span>
        ))}
      </div>
      <div aria-hidden="true" className="flex h-2.5 overflow-hidden rounded-full bg-surface-muted">
        {prediction && percents && (
          <>
            <span className={clsx('h-full', ALLIANCE_STYLE[sides[0]].bar)} style={{ width: `${prediction[sides[0]].win_prob * 100}%` }} />
            <span className="h-full w-0.5 shrink-0 bg-surface" />
            <span className={clsx('h-full flex-1', ALLIANCE_STYLE[sides[1]].bar)} />
          </>
        )}
      </div>
    </div>
  );
}

/** The scores text for a predicted pair (red, blue), or a dash before there is a scale. */
export const predictedScores = (p: Pick<MatchPredictionView, 'red' | 'blue'>) =>
  p.red.score === null || p.blue.score === null ? '–' : scoresText(p.red.score, p.blue.score);
