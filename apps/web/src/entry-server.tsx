import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { withClockOffset } from './lib/app-clock.ts';
import { provideFirstAnswers } from './lib/first-answers.ts';

/**
 * The server's first drawing of a public page, as an anonymous visitor sees it with the page's first API answers:
 * the visitor reads it while the scripts load, then the app replaces it with its own live render (no hydration, so
 * nothing here has to match the browser's state exactly). Null when the address is not a page (a redirect).
 * `clockOffsetMs` is how far the server's app clock stands from real time, so countdowns and default years drawn
 * here agree with the server, as the app's own drawing does once it reads the same offset from the page's answer.
 */
export async function renderPage(url: string, answers: Record<string, unknown>, clockOffsetMs = 0): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString runs synchronously, so these answers are the only ones in place while it does.
  const withdraw = provideFirstAnswers(url, answers);
  try {
    return withClockOffset(clockOffsetMs, () =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={createQueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  } finally {
    withdraw();
  }
}
