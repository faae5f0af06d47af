/**
 * The service worker (built by Vite as /sw.js): offline shell and saved competition pages, and Web
 * Push display. Self-contained on purpose: a worker loads no chunks of the page's bundle.
 */
import { displayTitle, parsePushText, type PushPayload } from '@team7790/shared/notifications/push-display';
import { planNotificationClick, sitePath } from '@team7790/shared/notifications/notification-links';
import {
  assetPathsToKeep,
  cacheStrategy,
  DATA_CACHE,
  DATA_CACHE_LIMIT,
  markSaved,
  SAVED_COPY_HEADER,
  SHELL_CACHE,
  shellAssets,
  shellOf,
  firstAnswersOf,
  KEEP_ASSETS_MESSAGE,
} from './features/notifications/offline-cache-rules.ts';
import { PUSH_STATE_CACHE, readSubscriptionRecord, writeSubscriptionRecord } from './lib/push/subscription-record-store.ts';
import { renewSubscription, type SubscriptionLike } from './lib/push/subscription-renewal.ts';

// The page's TypeScript setup has DOM types, not the worker's: the few worker types used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: (PushSubscription & SubscriptionLike) | null;
  newSubscription: (PushSubscription & SubscriptionLike) | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: { url?: string } | null };
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (e: NotificationEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (e: PushSubscriptionChangeEvent) => void): void;
  addEventListener(type: 'message', listener: (e: ExtendableEvent & { data: unknown }) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

async function saveShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const index = await fetch('/', { cache: 'no-cache' });
  if (!index.ok) return;
  const html = await index.clone().text();
  await cache.put('/', index);
  await cache.addAll(['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/badge-96.png', ...shellAssets(html)]);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(saveShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, DATA_CACHE, PUSH_STATE_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** Pages: the network first; offline, the saved shell (the app then reads its saved data). */
async function shell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void copy.text().then(async (html) => {
        await (await caches.open(SHELL_CACHE)).put('/', new Response(shellOf(html), { headers: { 'content-type': 'text/html; charset=utf-8' } }));
        // The answers the page came with count as fetched: that page then opens offline too.
        for (const { path, body } of firstAnswersOf(html))
          await keepAnswer(new Request(`${origin}${path}`), new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
      });
    }
    return response;
  } catch {
    return (await caches.match('/', { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/** Hashed files never change: the saved copy first. */
async function asset(request: Request): Promise<Response> {
  const saved = await caches.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) void caches.open(SHELL_CACHE).then((c) => c.put(request, response.clone()));
  return response;
}

/** Keeps a competition answer as the latest saved copy, forgetting the oldest past the limit. */
async function keepAnswer(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  await cache.delete(request);
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - DATA_CACHE_LIMIT))) await cache.delete(old);
}

/** Competition data: the network first, keeping the latest answers; offline, the saved answer marked as saved. */
async function competitionData(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  try {
    // Revalidate rather than take the browser's HTTP cache, so "offline" is noticed and the copy marked.
    const response = await fetch(request, { cache: 'no-cache' });
    if (response.ok) await keepAnswer(request, response.clone());
    return response;
  } catch (err) {
    const saved = await cache.match(request);
    if (!saved) throw err;
    const headers = new Headers(saved.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    headers.delete('content-length');
    return new Response(markSaved(await saved.text()), { status: saved.status, headers });
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = cacheStrategy(
    { method: request.method, url: request.url, mode: request.mode, hasAuthorization: request.headers.has('authorization') },
    origin,
  );
  if (strategy === 'shell') event.respondWith(shell(request));
  else if (strategy === 'asset') event.respondWith(asset(request));
  else if (strategy === 'competition-data') event.respondWith(competitionData(request));
});

/** One alert on screen: the same tag replaces (a repeated delivery never shows twice). */
function display(payload: Partial<PushPayload>): Promise<void> {
  return worker.registration.showNotification(displayTitle(payload), {
    body: payload.body ?? '',
    tag: payload.tag,
    data: { url: payload.url ?? '/' },
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
  });
}

worker.addEventListener('push', (event) => {
  event.waitUntil(display(event.data ? parsePushText(event.data.text()) : {}));
});

/** Saves the code files a page loaded that the shell cache lacks (fetched before this worker had charge of the page). */
async function keepAssets(paths: string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  for (const path of paths) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path);
      if (response.ok) await cache.put(path, response);
    } catch {
      // Offline now: the page asks again on its next load.
    }
  }
}

// The page hands alerts it learns about while hidden (live events) to the same display, and names the code it loaded.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; payload?: unknown; urls?: unknown } | null;
  if (data?.type === 'show-alert') event.waitUntil(display(parsePushText(JSON.stringify(data.payload ?? {}))));
  if (data?.type === KEEP_ASSETS_MESSAGE && Array.isArray(data.urls)) event.waitUntil(keepAssets(assetPathsToKeep(data.urls, origin)));
});

// A tap opens the alert's page (a chat at its message, a match): a window already there is focused,
// else an open window of the site goes there, else a new one opens (planNotificationClick).
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data?.url) ?? '/', origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const plan = planNotificationClick(windows, target, origin);
      if (plan.action === 'open') {
        await worker.clients.openWindow(target);
        return;
      }
      const client = windows[plan.index]!;
      // Focus first, while the click still allows it.
      await client.focus().catch(() => undefined);
      if (plan.action === 'navigate') {
        // A window this worker does not control cannot be navigated from here: open the page instead.
        const moved = await client.navigate(target).catch(() => null);
        if (!moved) await worker.clients.openWindow(target);
      }
    })(),
  );
});

// The push service renewed (or dropped) this browser's subscription: subscribe again with the same
// VAPID key and have the server put the new subscription in the old one's place (subscription-renewal.ts).
worker.addEventListener('pushsubscriptionchange', (event) => {
  const manager = worker.registration.pushManager;
  event.waitUntil(
    renewSubscription(
      {
        saved: readSubscriptionRecord,
        save: writeSubscriptionRecord,
        serverKey: async () => ((await (await fetch('/api/notifications/push/config')).json()) as { vapid_public_key: string }).vapid_public_key,
        current: () => manager.getSubscription(),
        subscribe: (key) => manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        replace: async (body) =>
          (
            await fetch('/api/notifications/push/subscriptions/replace', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
      },
      event,
    ),
  );
});
