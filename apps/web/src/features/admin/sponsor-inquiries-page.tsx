import { INQUIRY_STATUSES, type SponsorInquiry } from '@team7790/shared/site/sponsor-inquiry';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { sponsorInquiriesQuery, sponsorInquiryCountsQuery, type InquiryFilter } from './api/sponsor-inquiries-api.ts';
import { tabPanelProps } from '../../lib/use-tab-list.ts';
import { InquiryFilterTabs, type InquiryFilterTab } from './components/inquiry-filter-tabs.tsx';
import { SponsorInquiryCard } from './components/sponsor-inquiry-card.tsx';

const TAB_LABELS: Record<InquiryFilter, string> = { new: 'New', handled: 'Handled', archived: 'Archived', all: 'All' };

const EMPTY: Record<InquiryFilter, { title: string; hint: string }> = {
  new: { title: 'No new inquiries', hint: 'You are all caught up. New messages from the Become a Sponsor form appear here.' },
  handled: { title: 'Nothing handled yet', hint: 'Mark an inquiry handled once someone on the team has answered it.' },
  archived: { title: 'Nothing archived', hint: 'Archive the inquiries that no longer need a look; they stay here.' },
  all: { title: 'No sponsor inquiries yet', hint: 'Messages sent through the Become a Sponsor form appear here.' },
};

const FILED: Record<SponsorInquiry['status'], string> = {
  new: 'was moved back to New.',
  handled: 'was marked handled. Find it under Handled.',
  archived: 'was archived. Find it under Archived.',
};

/** `?status=` names the tab, so a reload or a shared link keeps it; anything else is New. */
function filterFrom(param: string | null): InquiryFilter {
  return param === 'all' || (INQUIRY_STATUSES as readonly string[]).includes(param ?? '') ? (param as InquiryFilter) : 'new';
}

/** /admin/sponsor-inquiries: what visitors sent through the Become a Sponsor form, newest first, filed by status. */
export default function SponsorInquiriesPage() {
  useDocumentTitle('Sponsor Inquiries');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('status'));
  const inquiries = useQuery(sponsorInquiriesQuery(filter));
  const counts = useQuery(sponsorInquiryCountsQuery());
  const [notice, setNotice] = useState<string | null>(null);

  // Filing an inquiry removes the buttons the focus was on: it goes to the card if it is still listed, else to the one
  // that took its place, else to the panel.
  const cards = useRef(new Map<number, HTMLElement>());
  const panel = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ filter: InquiryFilter; id: number; index: number } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target || !inquiries.data) return;
    refocus.current = null;
    if (target.filter !== filter) return;
    const list = inquiries.data;
    const next = list.find((i) => i.id === target.id) ?? list[Math.min(target.index, list.length - 1)];
    (next ? cards.current.get(next.id) : panel.current)?.focus();
  }, [inquiries.data, filter]);

  const onFiled = (filed: SponsorInquiry) => {
    setNotice(`${filed.name} ${FILED[filed.status]}`);
    const index = inquiries.data?.findIndex((i) => i.id === filed.id) ?? -1;
    if (index >= 0) refocus.current = { filter, id: filed.id, index };
  };

  const choose = (next: InquiryFilter) => {
    setNotice(null);
    setParams(next === 'new' ? {} : { status: next }, { replace: true });
  };

  const c = counts.data;
  const tabs: InquiryFilterTab[] = (['new', 'handled', 'archived', 'all'] as const).map((id) => ({
    id,
    label: TAB_LABELS[id],
    count: c && (id === 'all' ? c.new + c.handled + c.archived : c[id]),
  }));

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Sponsor Inquiries
        </h1>
        <p className="text-sm text-fg-muted">
          Messages sent through the Become a Sponsor form, newest first. Mark one handled once someone has answered it; archive what no longer needs a
          look.
        </p>
      </header>

      <InquiryFilterTabs tabs={tabs} value={filter} onChange={choose} idPrefix="inquiries" />

      <div ref={panel} {...tabPanelProps('inquiries', filter)} className="rounded-2xl">
        {/* Present from the start, so the change of its text is announced. */}
        <div role="status" aria-live="polite">
          {notice && (
            <p className="mb-4 flex items-start gap-2 rounded-lg border border-success-line bg-success-soft px-3.5 py-2.5 text-sm font-medium text-success">
              <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
              {notice}
            </p>
          )}
        </div>
        {inquiries.isPending && <PageSpinner label="Loading sponsor inquiries" />}
        {inquiries.isError && <Banner tone="error">The sponsor inquiries could not be loaded. Check your connection and try again.</Banner>}
        {inquiries.data &&
          (inquiries.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-12 text-center">
              <Inbox aria-hidden="true" className="size-8 text-fg-muted" />
              <p className="font-semibold text-fg">{EMPTY[filter].title}</p>
              <p className="max-w-md text-sm text-fg-muted">{EMPTY[filter].hint}</p>
              {filter === 'all' && (
                <Link to="/become-a-sponsor" className="text-sm font-semibold text-accent-text underline-offset-2 hover:underline">
                  Open the Become a Sponsor form
                </Link>
              )}
            </div>
          ) : (
            <ul aria-label={`${TAB_LABELS[filter]} sponsor inquiries`} className="flex flex-col gap-4">
              {inquiries.data.map((inquiry) => (
                <li key={inquiry.id}>
                  <SponsorInquiryCard
                    inquiry={inquiry}
                    onFiled={onFiled}
                    ref={(el) => {
                      if (el) cards.current.set(inquiry.id, el);
                      else cards.current.delete(inquiry.id);
                    }}
                  />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
