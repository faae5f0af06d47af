import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('the network a client address counts as', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientNetwork('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('198.51.100.8')).not.toBe(clientNetwork('198.51.100.7'));
  });

  it("is an IPv6 address's /64, in every spelling of it", () => {
    const home = clientNetwork('2001:db8:aa:1::1');
    expect(home).toBe('2001:db8:aa:1::/64');
    for (const same of [
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:00aa:0001:1234:5678:9abc:def0',
      '[2001:db8:aa:1::99]',
      '2001:db8:aa:1::2%eth0',
      '2001:db8:aa:1:0:0:198.51.100.7',
    ]) {
      expect(clientNetwork(same), same).toBe(home);
    }
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    // A `::` inside the first four groups, or reaching past them.
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8::5:1:2:3:4')).toBe('2001:db8:0:5::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves text that is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientNetwork('')).toBe('');
  });
});
