import { clsx } from 'clsx';
import { FALLBACK_MODEL } from '@team7790/shared/ai/fallback-model';
import { RotateCw, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { SummaryForOtherScoresError } from '../api/match-api.ts';
import type { MatchSummaryState } from './use-match-summary.ts';

/**
 * Spec 2's failure text: 'Failed to load summary: HTTP {status}'; when the server kept answering with a summary of
 * other scores, that is said instead.
 */
export function summaryFailureText(error: unknown): string {
  if (error instanceof SummaryForOtherScoresError) return 'No summary has been written for this score yet.';
  const status = error instanceof ApiError ? error.status : 0;
  return `Failed to load summary: HTTP ${status}`;
}

/** The generated match summary with its label, model and a regenerate button. */
export function MatchSummaryCard({ state }: { state: MatchSummaryState }) {
  const { query, regenerate, summary } = state;
  // A summary at hand that was written for other scores is not shown: the card waits for the one about these.
  const busy = query.isFetching || regenerate.isPending || (query.isSuccess && !summary);
  const error = busy ? null : (regenerate.error ?? (query.isError ? query.error : null));
  const baseline = summary && (summary.fallbackUsed || summary.model === FALLBACK_MODEL);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-busy={busy}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Sparkles aria-hidden="true" className="size-5 text-accent-text" />
            Match Summary
          </h2>
          {summary && (
            <p className="flex flex-wrap items-center gap-2 text-xs">
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 font-semibold',
                  baseline ? 'bg-surface-muted text-fg-muted' : 'bg-accent-soft text-accent-text',
                )}
              >
                {baseline ? 'Baseline Summary' : 'AI Summary'}
              </span>
              <span className="text-fg-muted">{baseline ? 'Written from the match data' : summary.model}</span>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => regenerate.mutate()}
          disabled={busy}
          aria-label="Regenerate summary"
          title="Regenerate summary"
        >
          <RotateCw aria-hidden="true" className={clsx('size-4', busy && 'animate-spin')} />
        </Button>
      </div>
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <span>{summaryFailureText(error)}</span>
          <Button variant="secondary" size="sm" onClick={() => (regenerate.error ? regenerate.mutate() : void query.refetch())}>
            Retry
          </Button>
        </div>
      ) : busy && !summary ? (
        <div role="status" aria-label="Writing summary" className="flex flex-col gap-2">
          <span className="h-3.5 w-full animate-pulse rounded bg-surface-muted" />
          <span className="h-3.5 w-11/12 animate-pulse rounded bg-surface-muted" />
          <span className="h-3.5 w-3/4 animate-pulse rounded bg-surface-muted" />
        </div>
      ) : (
        <p className="text-[15px] leading-relaxed text-fg">{summary?.summary.trim() || 'Summary unavailable.'}</p>
      )}
    </Card>
  );
}
