import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-1 items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-text">
          <Compass aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg">Page not found</h1>
          <p className="mt-2 text-fg-muted">There is no page at this address. Check the link, or start again from the home page.</p>
        </div>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
          Go to the home page
        </Link>
      </Card>
    </div>
  );
}
