import { describe, expect, it } from 'vitest';
import { hostMatches, isPublicAddress, PushEndpointPolicy, PushEndpointRefused } from './endpoint-policy.ts';

describe('push endpoint policy', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '[::1]',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.185.74', '8.8.8.8', '172.32.0.1', '2a00:1450:4001:82b::200a', '2607:f8b0::1', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('matches exact hosts and wildcards for names under a domain, not the domain itself or look-alikes', () => {
    const hosts = ['fcm.googleapis.com', '*.push.apple.com'];
    expect(hostMatches('fcm.googleapis.com', hosts)).toBe(true);
    expect(hostMatches('FCM.googleapis.com', hosts)).toBe(true);
    expect(hostMatches('web.push.apple.com', hosts)).toBe(true);
    expect(hostMatches('a.b.push.apple.com', hosts)).toBe(true);
    expect(hostMatches('push.apple.com', hosts)).toBe(false);
    expect(hostMatches('evilpush.apple.com', hosts)).toBe(false);
    expect(hostMatches('fcm.googleapis.com.evil.example', hosts)).toBe(false);
    expect(hostMatches('xfcm.googleapis.com', hosts)).toBe(false);
  });

  it("allows the known push services' endpoints by form", () => {
    const policy = new PushEndpointPolicy();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QOn2',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(policy.formRefusal(endpoint), endpoint).toBeNull();
    }
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', /https/],
    ['https://127.0.0.1/push', /IP address/],
    ['https://2130706433/push', /IP address/],
    ['https://0x7f.1/push', /IP address/],
    ['https://[::1]/push', /IP address/],
    ['https://[::ffff:169.254.169.254]/latest', /IP address/],
    ['https://169.254.169.254/latest/meta-data', /IP address/],
    ['https://localhost/push', /not a known push service/],
    ['https://evil.example/push', /not a known push service/],
    ['https://fcm.googleapis.com.evil.example/push', /not a known push service/],
    ['https://user:pw@fcm.googleapis.com/fcm/send/x', /user name/],
    ['ftp://fcm.googleapis.com/x', /https/],
    ['not a url', /not a URL/],
  ])('refuses %s', (endpoint, reason) => {
    expect(new PushEndpointPolicy().formRefusal(endpoint)).toMatch(reason);
  });

  it('takes extra hosts from the settings and lets a stand-in origin through, that origin only', () => {
    const policy = new PushEndpointPolicy({ extraHosts: ['push.example.org'], standInOrigins: ['http://127.0.0.1:4100'] });
    expect(policy.formRefusal('https://push.example.org/x')).toBeNull();
    expect(policy.formRefusal('http://127.0.0.1:4100/push/a')).toBeNull();
    expect(policy.formRefusal('http://127.0.0.1:4101/push/a')).toMatch(/https/);
    expect(policy.formRefusal('https://127.0.0.1:4100/push/a')).toMatch(/IP address/);
  });

  it('refuses at registration a host that resolves to any non-public address, and leaves an unresolvable one to the moment of sending', async () => {
    const answers: Record<string, string[]> = {
      'inside.push.example.org': ['127.0.0.1'],
      'mixed.push.example.org': ['142.250.185.74', '10.0.0.7'],
      'mapped.push.example.org': ['::ffff:192.168.0.1'],
      'good.push.example.org': ['142.250.185.74', '2a00:1450:4001:82b::200a'],
    };
    const policy = new PushEndpointPolicy({
      extraHosts: ['*.push.example.org'],
      resolve: async (host) => {
        const found = answers[host];
        if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
        return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      },
    });
    for (const host of ['inside', 'mixed', 'mapped']) {
      await expect(policy.check(`https://${host}.push.example.org/x`)).rejects.toThrow(PushEndpointRefused);
    }
    await expect(policy.check('https://good.push.example.org/x')).resolves.toBeUndefined();
    await expect(policy.check('https://gone.push.example.org/x')).resolves.toBeUndefined();
    await policy.close();
  });
});
