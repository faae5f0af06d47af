import { describe, expect, it } from 'vitest';
import { engines, useTestWorld, type TestApp } from '../databases.ts';
import { signInTeam } from './team.ts';

const linkFor = async (t: TestApp, token: string, host: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/subscription',
    payload: {},
    headers: { authorization: `Bearer ${token}`, host },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; webcal_url: string };
};

// The calendar link is an absolute address a member pastes into a calendar app: it must lead to this site, whatever
// Host header the request that made it carried.
describe.each(engines)('the calendar link names the site, never an unchecked Host, on %s', (engine) => {
  describe('with PUBLIC_SITE_URL set', () => {
    const t = useTestWorld(engine, { settings: { PUBLIC_SITE_URL: 'https://baywatch.example' } }, signInTeam);

    it('uses the public address whatever Host the request named', async () => {
      for (const host of ['evil.example', 'localhost:3000']) {
        const link = await linkFor(t, t.given.alice.token, host);
        expect(new URL(link.url).origin).toBe('https://baywatch.example');
        expect(link.webcal_url).toMatch(/^webcal:\/\/baywatch\.example\/api\/calendar\/feed\//);
      }
    });
  });

  describe('without PUBLIC_SITE_URL', () => {
    const t = useTestWorld(engine, { settings: { PORT: '3000' } }, signInTeam);

    it("uses the request's host when it names this machine, and never echoes another", async () => {
      expect(new URL((await linkFor(t, t.given.alice.token, 'localhost:5173')).url).origin).toBe('http://localhost:5173');
      for (const host of ['evil.example', 'evil.example:443', 'baywatch.example.evil.example']) {
        const link = await linkFor(t, t.given.alice.token, host);
        expect(new URL(link.url).origin, host).toBe('http://localhost:3000');
        expect(JSON.stringify(link), host).not.toContain('evil');
      }
    });
  });
});
