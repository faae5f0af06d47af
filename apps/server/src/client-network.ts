import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for in every per-address limit (decision 0016): an IPv4 address itself, an
 * IPv6 address its /64 (a home, a phone or a server is given a whole /64 and may take a new address in it for each
 * request), and an IPv4 address written as IPv6 (`::ffff:198.51.100.7`, as a dual-stack socket reports it) its IPv4
 * address. Text that is no address is its own network.
 */
export function clientNetwork(address: string): string {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a trailing dotted IPv4 part spelled out. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const hex = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head, rest] = text.split('::') as [string, string | undefined];
  if (rest === undefined) return [...hex(head), ...tail];
  const before = hex(head);
  const after = [...hex(rest), ...tail];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
