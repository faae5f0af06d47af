import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

// A calendar feed link is a credential held by calendar apps: a new password gives it a new secret.
describe.each(engines)('calendar feed link and password changes on %s', (engine) => {
  const k = useChatKit(engine);
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => k.t.app.inject({ method: 'GET', url: feedPath(url) });

  it('rotates the link when its owner changes the password: the old link stops, the new one works, the choice of matches stays', async () => {
    const before = await k.ok('POST', '/api/calendar/subscription', 'ana', { include_matches: true });
    expect((await fetchFeed(before.url)).statusCode).toBe(200);
    await k.ok('PUT', '/api/profile', 'ana', { password: 'a-new-secret', current_password: 'secret1' });
    expect((await fetchFeed(before.url)).statusCode).toBe(404);
    const after = await k.ok('GET', '/api/calendar/subscription', 'ana');
    expect(after).toMatchObject({ active: true, include_matches: true });
    expect(after.url).not.toBe(before.url);
    expect((await fetchFeed(after.url)).statusCode).toBe(200);
  });

  it("rotates it when an administrator sets a new password, and leaves others' links alone", async () => {
    const bens = await k.ok('POST', '/api/calendar/subscription', 'ben', {});
    const cys = await k.ok('POST', '/api/calendar/subscription', 'cy', {});
    await k.ok('PUT', `/api/admin/users/${k.ids.ben}`, 'coach', { password: 'reset-by-coach' });
    expect((await fetchFeed(bens.url)).statusCode).toBe(404);
    expect((await fetchFeed(cys.url)).statusCode).toBe(200);
  });

  it('keeps the link through changes that are not the password', async () => {
    const sub = await k.ok('POST', '/api/calendar/subscription', 'cy', {});
    await k.ok('PUT', '/api/profile', 'cy', { avatar_color: '#00aa11' });
    expect((await fetchFeed(sub.url)).statusCode).toBe(200);
    expect((await k.ok('GET', '/api/calendar/subscription', 'cy')).url).toBe(sub.url);
  });
});
