import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';

/** The hosts browsers' push services hand out endpoints on: Google FCM (Chrome, Android), Mozilla autopush (Firefox), Apple (Safari), Microsoft WNS (Edge). */
export const KNOWN_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** One answer of a name lookup. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system resolver, unless a test gives another). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: HostResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/**
 * Addresses a push must never reach: this machine, the private network behind it, link-local (where cloud
 * metadata services answer), multicast, unspecified, and ranges reserved for documentation, benchmarking
 * and carrier NAT. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are judged as the IPv4 address they carry.
 */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local: 169.254.169.254 is the cloud metadata service
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['::', 96], // IPv4-compatible (deprecated)
    ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses through a translator
    ['64:ff9b:1::', 48],
    ['100::', 64], // discard
    ['2001::', 23], // IETF protocol assignments, Teredo
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4: carries an IPv4 address
    ['fc00::', 7], // unique local (private)
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated)
    ['ff00::', 8], // multicast
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
})();

/** Whether an address is on the public internet (not loopback, private, link-local, multicast, unspecified or reserved). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether `hostname` is one of `patterns`: an exact name, or `*.example.org` for any name under example.org. */
export function hostMatches(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return patterns.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p;
  });
}

/** A push endpoint the policy refuses, with the reason a user can read. */
export class PushEndpointRefused extends Error {
  readonly code = 'push_endpoint_refused';
}

export interface PushEndpointPolicyOptions {
  /** PUSH_SERVICE_HOSTS: hosts added to the known push services. */
  extraHosts?: readonly string[];
  /**
   * Test seam: origins (`http://127.0.0.1:PORT`) let through every rule, so tests keep a push service
   * stand-in on this machine over plain HTTP. Never set by the server process.
   */
  standInOrigins?: readonly string[];
  resolve?: HostResolver;
  /** How long registration waits for a name lookup before leaving the check to the moment of sending. */
  lookupTimeoutMs?: number;
}

/**
 * Where the server may send a browser's push: to `https:` endpoints on the host names of known push
 * services (on port 443 only) or of PUSH_SERVICE_HOSTS (a self-hosted service may use another port), never to an IP literal, and never to a name that resolves to a
 * non-public address. Checked when a subscription is registered, and again on every connection a send
 * opens: the dispatcher's lookup refuses bad addresses and hands the checked address itself to the socket,
 * so a name that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 */
export class PushEndpointPolicy {
  private readonly hosts: readonly string[];
  private readonly standIns: ReadonlySet<string>;
  private readonly resolve: HostResolver;
  private readonly lookupTimeoutMs: number;
  /** Sends to push services go through this: it connects only to the public addresses it checked. */
  readonly dispatcher: Agent;

  constructor(options: PushEndpointPolicyOptions = {}) {
    this.hosts = [...KNOWN_PUSH_SERVICE_HOSTS, ...(options.extraHosts ?? [])];
    this.standIns = new Set((options.standInOrigins ?? []).map((o) => new URL(o).origin));
    this.resolve = options.resolve ?? systemResolver;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? 3000;
    this.dispatcher = new Agent({ connect: { lookup: this.guardedLookup } });
  }

  /** Whether the endpoint is on a test's stand-in origin (sent to as it is, with no checks). */
  isStandIn(endpoint: string): boolean {
    return this.standIns.size > 0 && URL.canParse(endpoint) && this.standIns.has(new URL(endpoint).origin);
  }

  /** The rules that need no lookup: the reason the endpoint is refused, or null. */
  formRefusal(endpoint: string): string | null {
    if (this.isStandIn(endpoint)) return null;
    if (!URL.canParse(endpoint)) return 'The subscription endpoint is not a URL.';
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return 'The subscription endpoint must be an https: address.';
    if (url.username || url.password) return 'The subscription endpoint must not carry a user name or password.';
    if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return 'The subscription endpoint must name a push service, not an IP address.';
    if (!hostMatches(url.hostname, this.hosts)) return `The subscription endpoint's host (${url.hostname}) is not a known push service.`;
    // The known services answer on https's own port only: another port on their names is never a browser's subscription.
    if (url.port !== '' && hostMatches(url.hostname, KNOWN_PUSH_SERVICE_HOSTS)) {
      return `The subscription endpoint must use the push service's https port (443), not ${url.port}.`;
    }
    return null;
  }

  /** Registration: every rule, including where the host name leads now. Throws PushEndpointRefused. */
  async check(endpoint: string): Promise<void> {
    const refused = this.formRefusal(endpoint);
    if (refused) throw new PushEndpointRefused(refused);
    if (this.isStandIn(endpoint)) return;
    const hostname = new URL(endpoint).hostname;
    let addresses: ResolvedAddress[] | null;
    try {
      addresses = await withTimeout(this.resolve(hostname), this.lookupTimeoutMs);
    } catch {
      // The name does not resolve from here right now: nothing is sent until it does, and sending checks again.
      addresses = null;
    }
    const bad = addresses?.find((a) => !isPublicAddress(a.address));
    if (bad) throw new PushEndpointRefused(`The subscription endpoint's host (${hostname}) leads to a private or local address.`);
  }

  /** net's lookup, for undici's connector: resolve once, refuse the whole answer if any address is not public. */
  private readonly guardedLookup: LookupFunction = (hostname, options, callback) => {
    const done = callback as (err: NodeJS.ErrnoException | null, address: string | ResolvedAddress[], family?: number) => void;
    this.resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        const bad = found.find((a) => !isPublicAddress(a.address));
        if (bad) return done(new PushEndpointRefused(`${hostname} resolves to ${bad.address}, which is not a public address`), '');
        if (wanted.length === 0) return done(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return done(null, wanted);
        return done(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => done(err, ''),
    );
  };

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
