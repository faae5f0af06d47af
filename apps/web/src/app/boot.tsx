// The app itself, loaded by main.tsx once the browser has painted.
// First import: zod must be jitless before any module builds a schema (strict CSP, no eval).
import '../lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from '../features/notifications/register-service-worker.ts';

registerServiceWorker();
const queryClient = createQueryClient();
const router = createAppRouter();

const container = document.getElementById('root')!;
// As a transition, React renders in short slices between which the browser stays responsive (the page the
// server drew is already on screen), and swaps the result in at the end.
const start = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

// A page the server drew stays on screen until this page's code is here, then the app draws over it; otherwise
// the drawing would give way to the loading spinner first.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
} else {
  start();
}
