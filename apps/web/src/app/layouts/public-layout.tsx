import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public site: navigation bar, the page, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 outline-none sm:px-6 sm:py-12">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
