import { Card } from '../../components/ui/card.tsx';
import { sponsors } from '../../content/sponsors-content.ts';
import { team } from '../../content/team-content.ts';
import { PageHeader } from './components/page-header.tsx';
import { usePageMeta } from './components/use-page-meta.ts';
import { SponsorForm } from './sponsor-form/sponsor-form.tsx';

export default function BecomeASponsorPage() {
  usePageMeta('/become-a-sponsor');
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div>
        <PageHeader eyebrow="Support the team" title="Become a Sponsor">
          <p>{sponsors.becomeSponsor.body}</p>
          <p className="mt-3">
            Tell us a little about your organization and how you'd like to help. One of our team leads will reply within a few days. You can also
            write to us directly at{' '}
            <a href={`mailto:${team.contact.email}`} className="font-semibold text-accent-text underline-offset-4 hover:underline">
              {team.contact.email}
            </a>
            .
          </p>
        </PageHeader>
      </div>
      <Card className="relative p-6 sm:p-8">
        <h2 className="mb-5 text-xl font-bold text-fg">Sponsorship inquiry</h2>
        <SponsorForm />
      </Card>
    </div>
  );
}
