import { KEEP_ASSETS_MESSAGE } from './offline-cache-rules.ts';

/**
 * Once the worker is active, names to it every code file this page loaded and goes on naming those it loads later
 * (a page's lazily loaded chunk): the worker saves those it lacks, so a page visited once online, even on the very
 * first visit before the worker had charge of it, opens again offline.
 */
function keepLoadedCode(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    const send = (urls: string[]) => {
      const code = urls.filter((url) => url.includes('/assets/'));
      if (code.length) registration.active?.postMessage({ type: KEEP_ASSETS_MESSAGE, urls: code });
    };
    send(performance.getEntriesByType('resource').map((entry) => entry.name));
    if ('PerformanceObserver' in window) {
      new PerformanceObserver((list) => send(list.getEntries().map((entry) => entry.name))).observe({ type: 'resource' });
    }
  });
}

/**
 * Registers /sw.js (offline shell, saved competition pages, Web Push display) once the page has
 * loaded. Only in a built app served over a secure origin; the Android app's web view does not need it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  if ((window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.()) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(keepLoadedCode)
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
