import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The public site: navigation bar, the page, footer. The page takes at least a screen's height, so the footer starts
 * below the first screen: a page whose data arrives after it is drawn (search, scouting, regional) grows without
 * pushing a visible footer down (a layout shift).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh w-full max-w-6xl flex-1 flex-col px-4 py-8 outline-none sm:px-6 sm:py-12">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
