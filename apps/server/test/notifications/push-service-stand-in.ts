import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The same Encrypted Content-Encoding library web-push uses, here on the receiving side.
import ece from 'http_ece';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted JSON the service worker would get. */
  payload: { title: string; body: string; url: string; tag: string; kind: string };
  /** The VAPID JWT's claims, after checking its ES256 signature against the key in the header. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A stand-in push service over real HTTP, acting for the browser too: each subscription has its own
 * P-256 key pair and auth secret, so the service can decrypt what the server sent (RFC 8291) and
 * check the VAPID header (RFC 8292). `gone` endpoints answer 410 as a real service does.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly gone = new Set<string>();
  private readonly keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  private server!: Server;
  base = '';
  /** Fail every request with this status (a push service outage). */
  failWith: number | null = null;
  /** Called as each push is received (the benchmark times alerts with it). */
  onPush: ((push: ReceivedPush) => void) | null = null;
  /** While set, each push is answered only once this settles (a slow push service, released by the test). */
  hold: Promise<unknown> | null = null;
  /** The most requests this service has held open at once. */
  maxInFlight = 0;
  private open = 0;

  /** Requests open right now. */
  get inFlight(): number {
    return this.open;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      this.maxInFlight = Math.max(this.maxInFlight, ++this.open);
      res.on('close', () => this.open--);
      req.on('end', async () => {
        if (this.hold) await this.hold;
        const path = req.url ?? '';
        if (this.failWith) {
          res.writeHead(this.failWith).end();
          return;
        }
        if (this.gone.has(path)) {
          res.writeHead(410).end();
          return;
        }
        const key = this.keys.get(path);
        if (!key) {
          res.writeHead(404).end();
          return;
        }
        try {
          const vapid = checkVapid(String(req.headers.authorization ?? ''));
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: key.ecdh,
            authSecret: key.auth.toString('base64url'),
          });
          const received = { path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')), vapid };
          this.received.push(received);
          this.onPush?.(received);
          res.writeHead(201).end();
        } catch (err) {
          res.writeHead(400).end(String(err));
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What a browser's pushManager.subscribe() would hand the page. */
  subscription(name: string): BrowserSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${name}-${randomBytes(4).toString('hex')}`;
    this.keys.set(path, { ecdh, auth });
    return { endpoint: `${this.base}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  }

  for(sub: BrowserSubscription): ReceivedPush[] {
    const path = new URL(sub.endpoint).pathname;
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: the JWT must verify with that key. */
function checkVapid(header: string): ReceivedPush['vapid'] {
  const found = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!found) throw new Error(`not a VAPID authorization header: ${header}`);
  const [, jwt, k] = found as unknown as [string, string, string];
  const [h, c, s] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  return { ...claims, publicKey: k };
}

/**
 * A push service stand-in for a describe block, started before the app is built and closed after: `options` gets its
 * origin in `pushServiceStandIns` (it listens on this machine over HTTP, which the endpoint policy refuses otherwise).
 * Call it before the kit that builds the app from `options`.
 */
export function usePushServiceStandIn(options: { pushServiceStandIns?: readonly string[] }): PushServiceStandIn {
  const push = new PushServiceStandIn();
  beforeAll(async () => {
    await push.start();
    options.pushServiceStandIns = [push.base];
  });
  afterAll(() => push.close());
  return push;
}
