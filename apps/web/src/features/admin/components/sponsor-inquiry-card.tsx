import type { SponsorInquiry } from '@team7790/shared/site/sponsor-inquiry';
import { clsx } from 'clsx';
import { Building2, Mail } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const FORWARDING: Record<SponsorInquiry['forward_status'], { label: string; tone: string }> = {
  forwarded: { label: 'Forwarded', tone: 'border-success-line bg-success-soft text-success' },
  failed: { label: 'Forwarding failed', tone: 'border-danger-line bg-danger-soft text-danger' },
  pending: { label: 'Forwarding…', tone: 'border-info-line bg-info-soft text-info' },
  not_configured: { label: 'Stored only', tone: 'border-line bg-surface-muted text-fg-muted' },
};

/** One inquiry: who wrote, when, whether it was passed on to the team's mailbox, and the message. */
export function SponsorInquiryCard({ inquiry }: { inquiry: SponsorInquiry }) {
  const forwarding = FORWARDING[inquiry.forward_status];
  const createdAt = new Date(inquiry.created_at);
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={`inquiry-${inquiry.id}`} className="flex flex-col gap-3">
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 id={`inquiry-${inquiry.id}`} className="text-base font-semibold break-words text-fg">
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
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <time dateTime={inquiry.created_at} className="text-sm text-fg-muted tabular-nums">
              {received.format(createdAt)}
            </time>
            <span
              className={clsx('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold', forwarding.tone)}
              title={inquiry.forward_error ?? undefined}
            >
              {forwarding.label}
            </span>
          </div>
        </header>
        {/* pre-wrap keeps the sender's line breaks; React escapes the text. */}
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">{inquiry.message}</p>
        {inquiry.forward_status === 'failed' && inquiry.forward_error && (
          <p className="text-xs text-danger">Forwarding error: {inquiry.forward_error}</p>
        )}
      </article>
    </Card>
  );
}
