import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The recorded provider answers, read from the shared fixtures (never copied into the repository). */
export const FIXTURES = process.env.COMPETITION_FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures', import.meta.url));

export const fixture = <T = unknown>(relative: string): T => JSON.parse(readFileSync(`${FIXTURES}/${relative}`, 'utf8')) as T;

/** One scripted answer; without a status the normal answer is sent (after the delay and the hold, if any). */
export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  /** The answer waits until this settles (a provider that hangs until the test lets it go). */
  hold?: Promise<unknown>;
}

export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

const LAST_MODIFIED = 'Thu, 17 Apr 2025 20:00:00 GMT';

/**
 * A stand-in for The Blue Alliance (under /api/v3) and Statbotics (under /statbotics) over real
 * HTTP: TBA paths are served from fixtures/tba/<path>.json, Statbotics paths from a route table,
 * with ETag / Last-Modified validators, and scripted 429 / 500 / slow answers per path.
 */
export class StandInProvider {
  readonly requests: SeenRequest[] = [];
  private server: Server | null = null;
  private readonly scripts = new Map<string, ScriptedAnswer[]>();
  private readonly bodies = new Map<string, string>();
  private inFlight = 0;
  private readonly openByPath = new Map<string, number>();
  maxInFlight = 0;
  /** When set, every answer is this one (a provider that is down). */
  down: ScriptedAnswer | null = null;

  constructor(private readonly statboticsRoutes: Record<string, string> = {}) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.answer(req.url ?? '/', req.headers, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }
  get tbaBase(): string {
    return `${this.origin}/api/v3`;
  }
  get statboticsBase(): string {
    return `${this.origin}/statbotics`;
  }

  /** Settings that point the app at this stand-in. */
  settings(extra: Record<string, string> = {}): Record<string, string> {
    return { TBA_API_KEY: 'test-key', TBA_BASE_URL: this.tbaBase, STATBOTICS_BASE_URL: this.statboticsBase, ...extra };
  }

  /** Answers for the next requests to a provider path (e.g. '/api/v3/event/2019nyny'), in order. */
  script(path: string, ...answers: ScriptedAnswer[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  /** Serve this JSON for a path (built from recorded data for paths no fixture covers). */
  serve(path: string, body: unknown): void {
    this.bodies.set(path, JSON.stringify(body));
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  /** Requests to a path received and not yet done: neither answered nor given up by the client. */
  open(path: string): number {
    return this.openByPath.get(path) ?? 0;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private bodyFor(path: string): string | null {
    const own = this.bodies.get(path);
    if (own !== undefined) return own;
    if (path.startsWith('/api/v3/')) {
      const file = `${FIXTURES}/tba/${path.slice('/api/v3/'.length)}.json`;
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    }
    if (path.startsWith('/statbotics/')) {
      const file = this.statboticsRoutes[path.slice('/statbotics'.length)];
      return file ? readFileSync(`${FIXTURES}/statbotics/${file}`, 'utf8') : null;
    }
    return null;
  }

  private async answer(path: string, headers: IncomingHttpHeaders, res: import('node:http').ServerResponse) {
    this.requests.push({ path, headers });
    // In flight until the answer is done or the client gave up on it.
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    this.openByPath.set(path, this.open(path) + 1);
    res.on('close', () => {
      this.inFlight--;
      this.openByPath.set(path, this.open(path) - 1);
    });
    {
      const scripted = this.down ?? this.scripts.get(path)?.shift();
      if (scripted?.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
      if (scripted?.hold) await scripted.hold;
      if (res.destroyed) return;
      if (scripted?.status) {
        res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
        res.end(scripted.body ?? JSON.stringify({ Error: `scripted ${scripted.status}` }));
        return;
      }
      const body = this.bodyFor(path);
      if (body === null) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Error: `${path} not found` }));
        return;
      }
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      if (headers['if-none-match'] === etag) {
        res.writeHead(304, { etag, 'last-modified': LAST_MODIFIED });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', etag, 'last-modified': LAST_MODIFIED, ...scripted?.headers });
      res.end(body);
    }
  }
}
