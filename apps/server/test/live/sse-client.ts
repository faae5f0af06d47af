export interface ReceivedEvent {
  id: number | null;
  event: string;
  data: any;
}

/** A minimal server-sent-events reader over fetch, for tests and the benchmark. */
export interface StreamReader {
  events: ReceivedEvent[];
  status: number;
  /** Resolves with the first event (already received or coming) that matches; rejects after `ms` (a generous 20 s by default). */
  waitFor(match: (e: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves when the stream has ended: the server ended it, it failed, or `close` was called. */
  ended: Promise<void>;
  close(): void;
}

/** The fetch to use: the global one, or one that trusts a test's own TLS certificate. */
type Fetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  body: unknown;
  json(): Promise<unknown>;
  text(): Promise<string>;
}>;

export interface StreamOptions {
  /** The fetch to use (default: the global one). */
  fetch?: Fetch;
  /** Called as each event is parsed, before any waiter (the benchmark times deliveries with it). */
  onEvent?: (event: ReceivedEvent) => void;
  /** Competition topics to watch besides chat (decision 0011). */
  topics?: readonly string[];
  /** Request headers (a proxy's X-Forwarded-For). */
  headers?: Record<string, string>;
}

const topicsParam = (topics: readonly string[] | undefined) => (topics?.length ? `&topics=${encodeURIComponent(topics.join(','))}` : '');
const resumeParam = (lastEventId: number | undefined) => (lastEventId === undefined ? '' : `&last_event_id=${lastEventId}`);

/** A visitor's stream (GET /api/live/stream): no account, competition topics only. */
export function openPublicStream(base: string, topics: readonly string[], lastEventId?: number, options: StreamOptions = {}): Promise<StreamReader> {
  return readStream(`${base}/api/live/stream?${topicsParam(topics).slice(1)}${resumeParam(lastEventId)}`, options);
}

export async function openStream(base: string, bearer: string, lastEventId?: number, options: StreamOptions = {}): Promise<StreamReader> {
  const fetchImpl = options.fetch ?? fetch;
  const ticketRes = await fetchImpl(`${base}/api/chat/notifications/stream-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!ticketRes.ok) throw new Error(`ticket: ${ticketRes.status} ${await ticketRes.text()}`);
  const { ticket } = (await ticketRes.json()) as { ticket: string };
  return openStreamWithTicket(base, ticket, lastEventId, options);
}

export async function openStreamWithTicket(base: string, ticket: string, lastEventId?: number, options: StreamOptions = {}): Promise<StreamReader> {
  const query = `ticket=${encodeURIComponent(ticket)}${resumeParam(lastEventId)}${topicsParam(options.topics)}`;
  return readStream(`${base}/api/chat/notifications/stream?${query}`, options);
}

async function readStream(url: string, options: StreamOptions): Promise<StreamReader> {
  const fetchImpl = options.fetch ?? fetch;
  const controller = new AbortController();
  const res = await fetchImpl(url, { signal: controller.signal, ...(options.headers ? { headers: options.headers } : {}) });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }>();
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: number | null = null;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = Number(line.slice(4));
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length === 0) continue;
            const received = { id, event, data: JSON.parse(data.join('\n')) };
            events.push(received);
            options.onEvent?.(received);
            for (const w of [...waiters]) {
              if (w.match(received)) {
                waiters.delete(w);
                w.resolve(received);
              }
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    events,
    status: res.status,
    ended,
    waitFor(match, ms = 20_000) {
      const hit = events.find(match);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        const waiter = {
          match,
          resolve: (e: ReceivedEvent) => {
            clearTimeout(timer);
            resolve(e);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
