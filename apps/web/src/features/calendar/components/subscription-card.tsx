import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Check, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { subscriptionQuery, useChangeSubscription } from '../api/calendar-api.ts';

/** The member's private ICS link for Google, Apple or Outlook calendars. */
export function SubscriptionCard() {
  const subscription = useQuery(subscriptionQuery());
  const change = useChangeSubscription();
  const [copied, setCopied] = useState(false);
  const urlId = useId();
  const sub = subscription.data;

  const copy = async () => {
    if (!sub?.url) return;
    await navigator.clipboard?.writeText(sub.url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1200);
  };

  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 px-1 text-base font-semibold">
        <CalendarPlus aria-hidden="true" className="size-4 text-accent-text" />
        Subscribe in your calendar app
      </h2>
      <p className="mt-1 px-1 text-sm text-fg-muted">
        A private link for Google Calendar, Apple Calendar or Outlook. It updates by itself; anyone with the link can read the team calendar, so keep
        it to yourself.
      </p>
      {subscription.isPending && <Spinner label="Loading your link" className="m-3" />}
      {change.error && (
        <Banner tone="error" className="mt-3">
          {change.error instanceof ApiError ? change.error.message : 'That did not work. Please try again.'}
        </Banner>
      )}
      {sub && !sub.active && (
        <Button
          className="mt-3"
          disabled={change.isPending}
          onClick={() => change.mutate({ action: 'create', includeMatches: sub.matches_available })}
        >
          Create my link
        </Button>
      )}
      {sub?.active && sub.url && (
        <div className="mt-3 flex flex-col gap-3">
          <div>
            <label htmlFor={urlId} className="sr-only">
              Your calendar link
            </label>
            <div className="flex gap-2">
              <input
                id={urlId}
                readOnly
                value={sub.url}
                onFocus={(e) => e.currentTarget.select()}
                className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 font-mono text-xs text-fg"
              />
              <Button variant="secondary" onClick={copy} aria-label="Copy link">
                {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
                <span className="hidden sm:inline">{copied ? 'Copied!' : 'Copy'}</span>
              </Button>
            </div>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={sub.include_matches}
              disabled={change.isPending || (!sub.matches_available && !sub.include_matches)}
              onChange={(e) => change.mutate({ action: 'matches', includeMatches: e.target.checked })}
              className="mt-0.5 size-4 accent-accent-strong"
            />
            <span>
              Include team 7790's competition matches at their predicted times
              {!sub.matches_available && <span className="block text-fg-muted">Match times are not available right now.</span>}
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            <a href={sub.webcal_url ?? sub.url} className={buttonClasses('primary', 'sm')}>
              Open in calendar app
            </a>
            <Button
              variant="ghost"
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate({ action: 'create', includeMatches: sub.include_matches })}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              New link
            </Button>
            <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate({ action: 'revoke' })}>
              <Link2Off aria-hidden="true" className="size-4" />
              Turn off
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
