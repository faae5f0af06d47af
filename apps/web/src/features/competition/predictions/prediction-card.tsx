import { clsx } from 'clsx';
import type { MatchPredictionView } from '@team7790/shared/competition/contracts/predictions';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ALLIANCE_STYLE } from '../match/alliance-style.ts';
import { PredictionSourceNote, WinChanceBar } from './prediction-parts.tsx';
import { bonusText, expectedRpText, predictionCheck, resultText, type Side } from './prediction-text.ts';
import { useEventPredictions } from '../api/predictions-api.ts';

/**
 * The match page's Prediction card: both alliances' win chances, predicted scores and, in qualification, the bonus
 * ranking points' chances and the ranking points to expect; after the match, the prediction beside the result. Its
 * frame is drawn with the page and holds its size while the predictions load; without predictions it is left out.
 */
export function PredictionCard({
  eventKey,
  matchKey,
  qualification,
  played,
}: {
  eventKey: string;
  matchKey: string;
  qualification: boolean;
  /** The match has a result: room is kept for the line that sets the prediction beside it. */
  played: boolean;
}) {
  const titleId = useId();
  const predictions = useEventPredictions(eventKey, true);
  if (predictions.isError) return null;
  const data = predictions.data;
  const prediction = data && data.source !== 'none' ? data.matches.find((p) => p.key === matchKey) : undefined;
  // Answered, but with nothing for this match (a playoff match not drawn yet): there is nothing to show.
  if (data && data.source !== 'none' && !prediction) return null;
  const result = prediction ? resultText(prediction) : null;
  const check = prediction ? predictionCheck(prediction) : null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-busy={predictions.isPending}>
      <section aria-labelledby={titleId} data-prediction-card={matchKey} className="flex flex-col gap-3">
        <div>
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <TrendingUp aria-hidden="true" className="size-5 text-accent-text" />
            Prediction
          </h2>
          <PredictionSourceNote predictions={data} loading={predictions.isPending} className="mt-1" />
        </div>
        {data?.source === 'none' ? (
          <p className="text-sm text-fg-muted">
            The prediction comes once the teams have a rating: from Statbotics, or from this event&apos;s first scores.
          </p>
        ) : (
          <>
            {(result || (played && !prediction)) && (
              <p
                data-prediction-result={check ? (check.mark === '✓' ? 'right' : check.mark === '✗' ? 'wrong' : 'half') : undefined}
                className={clsx(
                  'min-h-14 rounded-xl px-3 py-2 text-sm font-medium',
                  check?.mark === '✓'
                    ? 'bg-success-soft text-success'
                    : check?.mark === '✗'
                      ? 'bg-danger-soft text-danger'
                      : 'bg-surface-muted text-fg',
                )}
              >
                {check && (
                  <span aria-hidden="true" className="mr-1.5 font-bold">
                    {check.mark}
                  </span>
                )}
                {result}
              </p>
            )}
            {/* Blue first, as the page's scores above. */}
            <WinChanceBar prediction={prediction ?? null} first="blue" played={played} />
            <div className="grid grid-cols-2 gap-3">
              {(['blue', 'red'] as const).map((side) => (
                <AllianceOutlook key={side} side={side} prediction={prediction} qualification={qualification} played={played} />
              ))}
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

/** One alliance's predicted score, bonus ranking point chances and expected ranking points (dashes while loading). */
function AllianceOutlook({
  side,
  prediction,
  qualification,
  played,
}: {
  side: Side;
  prediction: MatchPredictionView | undefined;
  qualification: boolean;
  played: boolean;
}) {
  const style = ALLIANCE_STYLE[side];
  const alliance = prediction?.[side];
  // While loading, a qualification match to come keeps room for a season's usual three bonus points.
  const bonus = alliance ? alliance.bonus : qualification && !played ? [null, null, null] : [];
  return (
    <div data-alliance={side} className={clsx('flex min-w-0 flex-col gap-2 rounded-xl border px-3 py-2.5', style.border, style.soft)}>
      <p className={clsx('text-xs font-bold tracking-wide uppercase', style.text)}>{style.name}</p>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className={clsx('text-2xl font-bold tabular-nums', style.text)}>{alliance?.score == null ? '–' : Math.round(alliance.score)}</span>
        <span className="text-xs whitespace-nowrap text-fg-muted">points predicted</span>
      </p>
      {bonus.length > 0 && (
        <div>
          <p className="text-xs text-fg-muted">Bonus RP chance</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {bonus.map((b, i) => (
              <li key={b?.name ?? i} className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-fg tabular-nums">
                {b ? bonusText(b) : '–'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {qualification && (alliance === undefined || alliance.expected_rp !== null) && (
        <p className="text-xs text-fg-muted">
          Expected RP{' '}
          <span className="text-sm font-semibold text-fg tabular-nums">
            {alliance?.expected_rp == null ? '–' : expectedRpText(alliance.expected_rp)}
          </span>
        </p>
      )}
    </div>
  );
}
