/**
 * Every path the web app draws a page for (its router, apps/web/src/app/router.tsx, which a test holds to this
 * list). The server answers these with the app and 200; any other path gets the app too, which draws
 * "Page not found", but with 404, so crawlers and monitors see it for what it is.
 */
export const APP_PAGE_PATHS: readonly string[] = [
  '/',
  '/robots',
  '/sponsors',
  '/schedule',
  '/ftc',
  '/scouting',
  '/scouting/crew',
  '/scouting/form',
  '/become-a-sponsor',
  '/privacy-policy',
  '/event',
  '/team',
  '/match',
  '/district',
  '/regional',
  '/search',
  '/predictions',
  '/login',
  '/create-account',
  '/settings',
  '/dashboard',
  '/channels',
  '/messages',
  '/calendar',
  '/tasks',
  '/profile',
  '/scout',
  '/scout/report',
  '/scout/scan',
  '/admin',
  '/admin/users',
  '/admin/public-users',
  '/admin/sponsor-inquiries',
  '/admin/alerts',
];

const known = new Set(APP_PAGE_PATHS);

/** Whether the web app has a page at `pathname`, matched as its router matches: any letter case, a trailing slash or not. */
export function isAppPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return known.has(path);
}
