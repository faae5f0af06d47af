import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClasses } from './button.tsx';
import { Card } from './card.tsx';

export interface ComingSoonProps {
  /** The page's name, used as its heading and tab title. */
  title: string;
  /** One line on what the page will offer. */
  description: string;
  /** Where "back" goes: the home page by default, none when null. */
  backTo?: { to: string; label: string } | null;
  children?: ReactNode;
}

/** A page that is planned but not built yet: says so plainly, inside the right layout. */
export function ComingSoon({ title, description, backTo = { to: '/', label: 'Back to home' }, children }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-base text-fg-muted sm:text-lg">{description}</p>
      <Card className="mt-8 flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-text">
          <Hammer aria-hidden="true" className="size-7" />
        </span>
        <div>
          <p className="text-lg font-semibold text-fg">Coming soon</p>
          <p className="mt-1 max-w-md text-sm text-fg-muted">We're building this page. Check back shortly.</p>
        </div>
        {children}
        {backTo && (
          <Link to={backTo.to} className={buttonClasses('secondary', 'md', 'mt-2')}>
            {backTo.label}
          </Link>
        )}
      </Card>
    </section>
  );
}
