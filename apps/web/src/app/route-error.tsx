import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

/** A page's code no longer exists on the server (the site was updated while it was open). */
const isStaleBundle = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Last line of defence: a page that crashed shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBundle(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : stale ? 'The site was updated' : 'Something went wrong';
  const detail = notFound
    ? 'There is no page at this address.'
    : stale
      ? 'Reload to get the latest version of this page.'
      : 'This page hit an unexpected problem. Reloading usually helps.';
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          <p className="mt-2 text-fg-muted">{detail}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Reload
          </Button>
          <Link to="/" className={buttonClasses('secondary')} reloadDocument>
            Home
          </Link>
        </div>
      </Card>
    </main>
  );
}
