import { hostname as machineName, networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '../settings.ts';

/** The request's host name, lower case, without port or IPv6 brackets; null when the Host header is not a host[:port]. */
function hostNameOf(host: string): string | null {
  const found = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  return found ? found[1]!.replace(/^\[|\]$/g, '').toLowerCase() : null;
}

/** Names and addresses that can only mean this machine: loopback, its own interfaces' addresses, its own name. */
function thisMachine(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  for (const list of Object.values(networkInterfaces())) for (const nic of list ?? []) names.add(nic.address.toLowerCase());
  const own = machineName().toLowerCase();
  if (own) names.add(own).add(`${own}.local`);
  return names;
}

/**
 * The site's own address for absolute links (sitemap, link previews, calendar links). PUBLIC_SITE_URL when set.
 * Without it, the request's Host is used only when it names this machine (loopback, one of its addresses or its
 * own name: a laptop, a LAN server); any other Host, which anyone can send and a proxy cache would keep, is never
 * echoed: the links then use http://localhost:PORT, and the log says once that PUBLIC_SITE_URL should be set.
 */
export function siteOrigin(
  settings: Pick<Settings, 'PUBLIC_SITE_URL' | 'PORT'>,
  warn: (message: string, host: string) => void = () => {},
): (request: FastifyRequest) => string {
  if (settings.PUBLIC_SITE_URL) {
    const configured = settings.PUBLIC_SITE_URL.replace(/\/+$/, '');
    return () => configured;
  }
  const trusted = thisMachine();
  const fallback = `http://localhost:${settings.PORT}`;
  let warned = false;
  return (request) => {
    const name = hostNameOf(request.host ?? '');
    if (name !== null && (trusted.has(name) || (isIP(name) === 4 && name.startsWith('127.')))) return `${request.protocol}://${request.host}`;
    if (!warned) {
      warned = true;
      warn(
        'PUBLIC_SITE_URL is not set and a request named a host that is not this machine: links use http://localhost instead of echoing it',
        request.host,
      );
    }
    return fallback;
  };
}
