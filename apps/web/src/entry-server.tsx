import { recordDrawnTexts, type DrawnValue } from '@team7790/shared/text/drawn-texts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { withClockOffset } from './lib/app-clock.ts';
import { provideFirstAnswers } from './lib/first-answers.ts';
import { settleLazyComponents } from './lib/lazy-component.ts';

/**
 * The server's first drawing of a public page, as an anonymous visitor sees it with the page's first API answers.
 * The browser adopts it (hydrates), so its first render must match: the same answers, anonymous, no `#tab`, and
 * the same "now". `clockOffsetMs` is how far the server's app clock stands from real time, and `drawnAtMs` the app
 * clock's instant the whole drawing takes as now (sent as root's `data-drawn-at`, which the browser hydrates with).
 * With the drawing come the texts it worked out through `Intl` (match times in the event's zone), which the page is sent
 * with for the browser's first render to reuse (shared text/drawn-texts.ts). Null when the address is not a page (a
 * redirect).
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
  clockOffsetMs = 0,
  drawnAtMs?: number,
): Promise<{ html: string; texts: Record<string, DrawnValue> } | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () => {
    // renderToString runs synchronously, so these answers are the only ones in place while it does.
    const withdraw = provideFirstAnswers(url, answers);
    const stopRecording = recordDrawnTexts();
    let html: string;
    let texts: Record<string, DrawnValue>;
    try {
      html = withClockOffset(
        clockOffsetMs,
        () =>
          renderToString(
            <StrictMode>
              <AppProviders queryClient={createQueryClient()}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </StrictMode>,
          ),
        drawnAtMs,
      );
    } finally {
      texts = stopRecording();
      withdraw();
    }
    return { html, texts };
  };
  const drawn = draw();
  // A part whose code was still loading was drawn as its fallback: once loaded (the first time only), draw again.
  return (await settleLazyComponents()) ? draw() : drawn;
}
