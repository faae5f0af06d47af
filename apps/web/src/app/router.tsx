import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AccessGate } from './access-gate.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { FirstLoadSpinner, RootShell } from './root-shell.tsx';
import { RouteError } from './route-error.tsx';

/** Each page is its own chunk, fetched when its route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/site/home-page.tsx')) },
  { path: 'robots', lazy: page(() => import('../features/site/robots-page.tsx')) },
  { path: 'sponsors', lazy: page(() => import('../features/site/sponsors-page.tsx')) },
  { path: 'schedule', lazy: page(() => import('../features/site/schedule-page.tsx')) },
  { path: 'ftc', lazy: page(() => import('../features/site/ftc-page.tsx')) },
  { path: 'scouting', lazy: page(() => import('../features/site/scouting-page.tsx')) },
  { path: 'become-a-sponsor', lazy: page(() => import('../features/site/become-a-sponsor-page.tsx')) },
  { path: 'privacy-policy', lazy: page(() => import('../features/site/privacy-policy-page.tsx')) },
  { path: 'event', lazy: page(() => import('../features/competition/event-page.tsx')) },
  { path: 'team', lazy: page(() => import('../features/competition/team-page.tsx')) },
  { path: 'match', lazy: page(() => import('../features/competition/match-page.tsx')) },
  { path: 'district', lazy: page(() => import('../features/competition/district-page.tsx')) },
  { path: 'regional', lazy: page(() => import('../features/competition/regional-page.tsx')) },
  { path: 'search', lazy: page(() => import('../features/competition/search-page.tsx')) },
  { path: 'predictions', lazy: page(() => import('../features/competition/predictions-page.tsx')) },
  {
    element: <AccessGate access="visitor-only" />,
    children: [
      { path: 'login', lazy: page(() => import('../features/accounts/login-page.tsx')) },
      { path: 'create-account', lazy: page(() => import('../features/accounts/create-account-page.tsx')) },
    ],
  },
  {
    element: <AccessGate access="signed-in" />,
    children: [{ path: 'settings', lazy: page(() => import('../features/accounts/settings-page.tsx')) }],
  },
  { path: '*', lazy: page(() => import('../features/site/not-found-page.tsx')) },
];

const channelsPage = page(() => import('../features/chat/channels-page.tsx'));

const memberPages: RouteObject[] = [
  { path: 'dashboard', lazy: channelsPage },
  { path: 'channels', lazy: channelsPage },
  { path: 'messages', lazy: page(() => import('../features/chat/messages-page.tsx')) },
  { path: 'calendar', lazy: page(() => import('../features/calendar/calendar-page.tsx')) },
  { path: 'tasks', lazy: page(() => import('../features/tasks/tasks-page.tsx')) },
  { path: 'profile', lazy: page(() => import('../features/accounts/profile-page.tsx')) },
  // Match scouting on a phone (opens offline: the scout page fetches the form's chunk with its own).
  { path: 'scout', lazy: page(() => import('../features/scouting/scout-page.tsx')) },
  { path: 'scout/report', lazy: page(() => import('../features/scouting/report-page.tsx')) },
  // Scanning scouts' QR codes with no network (the camera, or a photo of a code).
  { path: 'scout/scan', lazy: page(() => import('../features/scouting/qr/scan-page.tsx')) },
];

/** The scouting lead's pages (issue 31), for administrators, beside the public /scouting table. */
const scoutingLeadPages: RouteObject[] = [
  { path: 'scouting/crew', lazy: page(() => import('../features/scouting/crew-page.tsx')) },
  { path: 'scouting/form', lazy: page(() => import('../features/scouting/form-editor-page.tsx')) },
];

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/users" replace /> },
  { path: 'users', lazy: page(() => import('../features/admin/users-page.tsx')) },
  { path: 'public-users', lazy: page(() => import('../features/admin/public-users-page.tsx')) },
  { path: 'sponsor-inquiries', lazy: page(() => import('../features/admin/sponsor-inquiries-page.tsx')) },
  { path: 'alerts', lazy: page(() => import('../features/admin/alert-settings-page.tsx')) },
];

/** Every route of spec 1 section 2 and spec 3's route table. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    ErrorBoundary: RouteError,
    HydrateFallback: FirstLoadSpinner,
    children: [
      { element: <PublicLayout />, children: publicPages },
      // The members' shell (layout, live chat connection) loads only when a member route is opened.
      { lazy: async () => ({ Component: (await import('./member-area.tsx')).MemberArea }), children: memberPages },
      { path: 'admin', lazy: async () => ({ Component: (await import('./member-area.tsx')).AdminArea }), children: adminPages },
      { lazy: async () => ({ Component: (await import('./member-area.tsx')).AdminArea }), children: scoutingLeadPages },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
