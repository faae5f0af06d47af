import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';

/** Above every layout: the loading bar and scroll restoration. */
export function RootShell() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function FirstLoadSpinner() {
  return (
    <div className="flex min-h-dvh">
      <PageSpinner />
    </div>
  );
}
