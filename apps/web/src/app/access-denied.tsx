import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** What a signed-in non-administrator sees on an administrator page (spec 3 route guards). */
export function AccessDenied({ homePath }: { homePath: string }) {
  useDocumentTitle('Access Denied');
  return (
    <div className="flex flex-1 items-center justify-center py-8">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg">Access Denied</h1>
          <p className="mt-2 text-fg-muted">You don't have permission to access this page.</p>
        </div>
        <Link to={homePath} className={buttonClasses('secondary', 'md', 'mt-2')}>
          Go back
        </Link>
      </Card>
    </div>
  );
}
