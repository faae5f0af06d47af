import { rememberEarlyTaps } from './early-taps.ts';
import './styles.css';

/**
 * The entry is this small on purpose. A page the server drew is on screen before any script runs: the app (most
 * of the page's JavaScript) is fetched and evaluated only once the browser has painted it, so the visitor reads
 * the page while the rest loads. The server names the chunks of the page being opened, so they download
 * alongside the app rather than after it. An empty page (nothing drawn) starts the app at once.
 */
let started = false;
/**
 * Starting a fetch costs a mid-range phone 2-4 ms of its main thread, and a drawn page names 15 or so chunks (the
 * app's first): started all at once they made one task of 45-100 ms just after the first paint, during which a tap
 * waits. They are started a few at a time, each batch in its own task; the app is imported once all are on their
 * way, so its loader finds each one asked for already.
 */
const FETCHES_PER_TASK = 2;
const boot = () => {
  if (started) return;
  started = true;
  const chunks = (document.querySelector<HTMLMetaElement>('meta[name="page-chunks"]')?.content.split(' ') ?? []).filter((href) =>
    href.startsWith('/assets/'),
  );
  const fetchFrom = (from: number) => {
    for (const href of chunks.slice(from, from + FETCHES_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + FETCHES_PER_TASK < chunks.length) setTimeout(() => fetchFrom(from + FETCHES_PER_TASK), 0);
    // If the app cannot load, the drawing is all there is: its tabs show again (see below).
    else import('./app/boot.tsx').catch(() => delete document.documentElement.dataset.tabPending);
  };
  fetchFrom(0);
};

const root = document.getElementById('root');
// The server drew the page on its first tab (it never sees the hash): a link to another tab (#playoff) shows no tabs
// until the app has opened the right one, rather than the wrong one for a moment (styles.css, use-hash-tab.ts).
if (root?.hasChildNodes() && location.hash.length > 1) document.documentElement.dataset.tabPending = '';
if (root?.hasChildNodes()) {
  // A button tapped before the app runs is pressed again once it does (the app marks <html data-app="running">).
  const replay = rememberEarlyTaps(root);
  const running = new MutationObserver(() => {
    if (document.documentElement.dataset.app !== 'running') return;
    running.disconnect();
    replay();
  });
  running.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}

if (!root?.hasChildNodes() || !('PerformanceObserver' in window)) {
  boot();
} else {
  // Once the first contentful paint is recorded (a hidden tab paints nothing: the timer starts the app there).
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(boot, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(boot, document.visibilityState === 'visible' ? 1000 : 50);
}
