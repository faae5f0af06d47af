import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AppNavigateContext } from '../components/app-link.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { TeamHighlightsProvider } from '../features/competition/shared/team-link.tsx';
import { OfflineBanner } from '../features/notifications/offline-banner.tsx';
import { NativePushBridge } from '../features/notifications/native/native-push-bridge.tsx';

/** Above every layout: the loading bar and scroll restoration. */
export function RootShell() {
  const navigate = useNavigate();
  // Marks the page as the app's own (not the server's drawing of it): it now answers taps on every control.
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
    // A page without hash tabs never shows them again itself (use-hash-tab.ts does): once it has drawn, they show.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => delete document.documentElement.dataset.tabPending));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <AppNavigateContext value={navigate}>
      <NavigationProgress />
      <OfflineBanner />
      <NativePushBridge />
      <TeamHighlightsProvider>
        <Outlet />
      </TeamHighlightsProvider>
      <ScrollRestoration />
    </AppNavigateContext>
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
