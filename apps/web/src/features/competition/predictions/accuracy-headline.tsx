import type { AccuracySummary, PredictionSource } from '@team7790/shared/competition/contracts/predictions';
import { Card } from '../../../components/ui/card.tsx';
import { formatBrier, formatShare, matchCount, SOURCE_TEXT, statboticsText } from './accuracy-format.ts';

/**
 * The headline figures: matches predicted, accuracy and Brier score, Statbotics' figure for the same matches where
 * it published one, what Brier means, and (for one event) which ratings the predictions came from.
 */
export function AccuracyHeadline({
  summary,
  scope,
  source,
  scoutingBlended,
}: {
  summary: AccuracySummary;
  scope: 'event' | 'events';
  source?: PredictionSource;
  scoutingBlended?: boolean;
}) {
  const theirs = statboticsText(summary, scope);
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6">
      <div className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:items-baseline lg:gap-x-6">
        <p className="text-lg font-semibold text-fg sm:text-xl" data-testid="accuracy-headline">
          <span className="tabular-nums">{matchCount(summary.count)}</span> predicted
          <Dot />
          Accuracy <span className="tabular-nums">{formatShare(summary.accuracy)}</span>
          <Dot />
          Brier <span className="tabular-nums">{formatBrier(summary.brier)}</span>
        </p>
        <p className="text-sm font-medium text-fg-muted sm:text-base">
          {theirs ?? `Statbotics published no figure for ${scope === 'event' ? 'this event' : 'these events'}.`}
        </p>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-fg-muted">
        <li>
          <span className="font-medium text-fg">Accuracy</span>: the share of matches whose favourite won (a tie, or a call of exactly 50&nbsp;%,
          counts half).
        </li>
        <li>
          <span className="font-medium text-fg">Brier score</span>: the mean squared error of the win chance; lower is better; always saying 50&nbsp;%
          scores 0.25.
        </li>
        {summary.margin_mae !== null && (
          <li>
            Predicted score margins were off by {summary.margin_mae.toFixed(1)} points on average
            {summary.count > 0 && ` over ${matchCount(summary.count)}`}.
          </li>
        )}
        {source && (
          <li>
            <span className="font-medium text-fg">Ratings used</span>: {SOURCE_TEXT[source]}
            {scoutingBlended ? ", with our scouts' reports blended in" : ''}.
          </li>
        )}
      </ul>
    </Card>
  );
}

/** The separator between figures, spaced as text so it reads (and copies) as ' · '. */
const Dot = () => <span className="text-fg-muted">{' · '}</span>;
