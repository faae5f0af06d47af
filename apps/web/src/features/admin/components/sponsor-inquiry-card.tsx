import type { InquiryStatus, SponsorInquiry } from '@team7790/shared/site/sponsor-inquiry';
import { clsx } from 'clsx';
import { Archive, Building2, CircleCheck, CircleDot, Info, Inbox, LoaderCircle, Mail, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSetInquiryStatus } from '../api/sponsor-inquiries-api.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FORWARDING: Record<SponsorInquiry['forward_status'], { label: string; tone: string }> = {
  forwarded: { label: 'Forwarded', tone: 'border-success-line bg-success-soft text-success' },
  failed: { label: 'Forwarding failed', tone: 'border-danger-line bg-danger-soft text-danger' },
  pending: { label: 'Forwarding…', tone: 'border-info-line bg-info-soft text-info' },
  not_configured: { label: 'Not emailed', tone: 'border-line bg-surface-muted text-fg-muted' },
};

const STATUS: Record<InquiryStatus, { label: string; Icon: LucideIcon; tone: string; changed: string }> = {
  new: { label: 'New', Icon: CircleDot, tone: 'border-accent/40 bg-accent-soft text-accent-text', changed: 'Moved back to new' },
  handled: { label: 'Handled', Icon: CircleCheck, tone: 'border-success-line bg-success-soft text-success', changed: 'Marked handled' },
  archived: { label: 'Archived', Icon: Archive, tone: 'border-line bg-surface-muted text-fg-muted', changed: 'Archived' },
};

/** What an administrator can do with an inquiry of each status, in the order the buttons stand. */
const ACTIONS: Record<InquiryStatus, InquiryStatus[]> = {
  new: ['handled', 'archived'],
  handled: ['new', 'archived'],
  archived: ['new', 'handled'],
};

const ACTION: Record<InquiryStatus, { label: string; busy: string; failed: string; Icon: LucideIcon }> = {
  handled: { label: 'Mark handled', busy: 'Marking handled…', failed: 'It could not be marked handled', Icon: CircleCheck },
  archived: { label: 'Archive', busy: 'Archiving…', failed: 'It could not be archived', Icon: Archive },
  new: { label: 'Move back to new', busy: 'Moving back…', failed: 'It could not be moved back to new', Icon: Inbox },
};

const pill = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * One inquiry: who wrote, when, where it is filed, whether it was passed on to the team's mailbox, the message, and
 * the buttons that file it elsewhere. `onFiled` runs once the server has filed it (the card may then leave the list).
 */
export function SponsorInquiryCard({
  inquiry,
  onFiled,
  ref,
}: {
  inquiry: SponsorInquiry;
  onFiled?: (filed: SponsorInquiry) => void;
  /** The article, focused by the page when the focus had to move (the buttons it was on are gone). */
  ref?: Ref<HTMLElement>;
}) {
  const forwarding = FORWARDING[inquiry.forward_status];
  const status = STATUS[inquiry.status];
  const setStatus = useSetInquiryStatus({ onFiled });
  const headingId = `inquiry-${inquiry.id}`;
  const pendingStatus = setStatus.isPending ? setStatus.variables.status : null;
  const failure = setStatus.isError ? ACTION[setStatus.variables.status].failed : null;

  return (
    <Card className="p-4 sm:p-5">
      <article ref={ref} tabIndex={-1} aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg">
        <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-base font-semibold break-words text-fg">
              {inquiry.name}
            </h2>
            <div className="mt-1 flex flex-col gap-1 text-sm text-fg-muted sm:flex-row sm:flex-wrap sm:gap-x-4">
              <a
                href={`mailto:${inquiry.email}`}
                className="inline-flex min-w-0 items-center gap-1.5 break-all text-accent-text underline-offset-2 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {inquiry.email}
              </a>
              {inquiry.organization && (
                <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                  <Building2 aria-hidden="true" className="size-4 shrink-0" />
                  {inquiry.organization}
                </span>
              )}
            </div>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-1.5 sm:items-end">
            <time dateTime={inquiry.created_at} className="text-sm text-fg-muted tabular-nums">
              {when.format(new Date(inquiry.created_at))}
            </time>
            <div className="flex flex-wrap gap-1.5 sm:justify-end">
              <span className={clsx(pill, status.tone)}>
                <status.Icon aria-hidden="true" className="size-3.5" />
                {status.label}
              </span>
              <span className={clsx(pill, forwarding.tone)}>{forwarding.label}</span>
            </div>
          </div>
        </header>
        {/* pre-wrap keeps the sender's line breaks; React escapes the text. */}
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">{inquiry.message}</p>
        {inquiry.forward_status === 'not_configured' && (
          // Decided when it arrived (apps/server/src/features/site/sponsor-inquiries.ts): no form service was set.
          <p className="flex items-start gap-2 rounded-lg bg-surface-muted px-3 py-2 text-xs leading-relaxed text-fg-muted">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <strong className="font-semibold text-fg">Not emailed:</strong> no form service was set up (the server&rsquo;s{' '}
              <code className="font-mono">SPONSOR_FORM_URL</code> setting), so it is kept here only. Set it to have new inquiries emailed to the team
              too.
            </span>
          </p>
        )}
        {inquiry.forward_status === 'failed' && inquiry.forward_error && (
          <p className="text-xs text-danger">Forwarding error: {inquiry.forward_error}</p>
        )}
        <footer className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-3">
          <div className="flex flex-wrap gap-2">
            {ACTIONS[inquiry.status].map((target) => {
              const action = ACTION[target];
              const busy = pendingStatus === target;
              return (
                <Button
                  key={target}
                  variant="secondary"
                  size="sm"
                  disabled={setStatus.isPending}
                  aria-describedby={headingId}
                  onClick={() => setStatus.mutate({ id: inquiry.id, status: target })}
                >
                  {busy ? (
                    <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                  ) : (
                    <action.Icon aria-hidden="true" className="size-3.5" />
                  )}
                  {busy ? action.busy : action.label}
                </Button>
              );
            })}
          </div>
          {inquiry.status_changed_at && (
            <p className="text-xs text-fg-muted sm:ml-auto">
              {status.changed}{' '}
              <time dateTime={inquiry.status_changed_at} className="tabular-nums">
                {when.format(new Date(inquiry.status_changed_at))}
              </time>
            </p>
          )}
          {failure && (
            <p role="alert" className="w-full text-sm text-danger">
              {failure}:{' '}
              {setStatus.error instanceof ApiError && !setStatus.error.isUnavailable
                ? setStatus.error.message
                : 'the server did not answer. Check your connection and try again.'}
            </p>
          )}
        </footer>
      </article>
    </Card>
  );
}
