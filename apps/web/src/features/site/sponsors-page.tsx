import { ArrowRight, ExternalLink, HandHeart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { sponsors } from '../../content/sponsors-content.ts';
import { PageHeader } from './components/page-header.tsx';
import { usePageMeta } from './components/use-page-meta.ts';

export default function SponsorsPage() {
  usePageMeta('/sponsors');
  return (
    <>
      <PageHeader eyebrow="Thank you" title="Sponsors">
        {sponsors.intro}
      </PageHeader>
      <ul aria-label="Our sponsors" className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sponsors.sponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <a
              href={sponsor.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-3 shadow-sm transition-colors hover:border-accent"
            >
              {/* Logos are drawn for a light ground, so they sit on a white plate in both themes. */}
              <span className="flex h-28 items-center justify-center rounded-xl bg-white px-3">
                <img src={sponsor.logo} alt="" width={360} height={96} className="max-h-20 w-full object-contain" />
              </span>
              <span className="mt-3 flex items-center justify-between gap-2 px-1 text-sm font-semibold text-fg">
                {sponsor.name}
                <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-fg-muted group-hover:text-accent-text" />
              </span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <Card className="mt-10 flex flex-col items-start gap-4 bg-gradient-to-br from-accent-soft to-surface p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-strong text-on-accent">
          <HandHeart aria-hidden="true" className="size-6" />
        </span>
        <div className="flex-1">
          <h2 className="text-xl font-bold text-fg">{sponsors.becomeSponsor.title}</h2>
          <p className="mt-1 text-fg-muted">{sponsors.becomeSponsor.body}</p>
        </div>
        <Link to="/become-a-sponsor" className={buttonClasses('primary', 'lg')}>
          {sponsors.becomeSponsor.cta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </Card>
    </>
  );
}
