import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { sponsorInquiriesQuery } from './api/sponsor-inquiries-api.ts';
import { SponsorInquiryCard } from './components/sponsor-inquiry-card.tsx';

/** /admin/sponsor-inquiries: what visitors sent through the Become a Sponsor form, newest first. */
export default function SponsorInquiriesPage() {
  useDocumentTitle('Sponsor Inquiries');
  const inquiries = useQuery(sponsorInquiriesQuery());

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header>
        <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Sponsor Inquiries
        </h1>
        <p className="text-sm text-fg-muted">Messages sent through the Become a Sponsor form, newest first.</p>
      </header>

      {inquiries.isPending && <PageSpinner label="Loading sponsor inquiries" />}
      {inquiries.isError && <Banner tone="error">The sponsor inquiries could not be loaded. Check your connection and try again.</Banner>}
      {inquiries.data &&
        (inquiries.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-12 text-center text-fg-muted">No sponsor inquiries yet.</p>
        ) : (
          <ul aria-label="Sponsor inquiries" className="flex flex-col gap-4">
            {inquiries.data.map((inquiry) => (
              <li key={inquiry.id}>
                <SponsorInquiryCard inquiry={inquiry} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
