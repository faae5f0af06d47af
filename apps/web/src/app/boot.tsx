// The app itself, loaded by main.tsx once the browser has painted.
import { giveDrawnTexts } from '@team7790/shared/text/drawn-texts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { registerServiceWorker } from '../features/notifications/register-service-worker.ts';
import { takeDrawnTexts } from '../lib/first-answers.ts';

registerServiceWorker();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;

/**
 * The app starts in a task of its own: evaluating its modules and creating its router (which loads the page's code)
 * each take a good part of a phone's main thread just after the first paint, and together they made one long task.
 */
setTimeout(() => {
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (container.hasChildNodes()) {
    // A page the server drew is adopted as it is (hydrated), not drawn again: the first render matches the drawing
    // (same first answers, anonymous, the drawing's clock and no #tab), and what only the browser knows follows it
    // (lib/hydration.ts). Hydrating waits for the page's code, so the drawing never gives way to a spinner.
    // As a transition, hydration works in short slices between which the browser answers input.
    // The match times and such the drawing worked out through Intl are reused, so adopting it loads no locale data.
    giveDrawnTexts(takeDrawnTexts());
    const hydrate = () => startTransition(() => void hydrateRoot(container, app));
    if (router.state.initialized) hydrate();
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        hydrate();
      });
    }
  } else {
    // As a transition, React renders in short slices between which the browser stays responsive.
    startTransition(() => createRoot(container).render(app));
  }
}, 0);
