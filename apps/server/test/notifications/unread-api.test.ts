import { beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

// Every test starts from the cast alone, the app's clock on real time, and makes the chats and messages it needs.
describe.each(engines)('unread counts and mutes on %s', (engine) => {
  // The app's clock: real time, moved on by the test when it needs a later moment.
  let ahead = 0;
  const k = useChatKit(engine, { now: () => new Date(Date.now() + ahead) });
  beforeEach(() => {
    ahead = 0;
  });
  const dmKey = () => `dm_${Math.min(k.ids.ana, k.ids.ben)}_${Math.max(k.ids.ana, k.ids.ben)}`;
  /**
   * Unread for ana: two messages in general (then her own, which reads it), one in #random, one direct message from
   * ben and one in cy's group G. Answers the group's id.
   */
  const chats = async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'random' });
    await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'one' });
    await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'two' });
    await k.ok('POST', '/api/chat/messages/random', 'cy', { content: 'three' });
    await k.ok('POST', `/api/chat/messages/dm/${dmKey()}`, 'ben', { content: 'dm' });
    const groupId: number = (await k.ok('POST', '/api/chat/groups', 'cy', { name: 'G', members: [k.ids.ana] })).id;
    await k.ok('POST', `/api/chat/messages/${groupId}`, 'cy', { content: 'g1' });
    await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'my own message does not count' });
    return { dmKey: dmKey(), groupId };
  };

  it("counts others' messages after the read position, per chat and in totals", async () => {
    const { dmKey, groupId } = await chats();
    const all = await k.ok('GET', '/api/chat/notifications/all', 'ana');
    // Sending in general marked ana's general read up to her own message.
    expect(all.unreadCounts).toEqual({ random: 1, [dmKey]: 1, [String(groupId)]: 1 });
    expect(all).toMatchObject({ totalUnread: 3, channelsUnread: 1, messagesUnread: 2 });
    expect(await k.ok('GET', '/api/chat/notifications/unread', 'ana')).toEqual(all.unreadCounts);
    expect(await k.ok('GET', '/api/chat/notifications/total', 'ana')).toEqual({ totalUnread: 3, channelsUnread: 1, messagesUnread: 2 });
    const cy = await k.ok('GET', '/api/chat/notifications/all', 'cy');
    expect(cy.unreadCounts).toEqual({ general: 3 });
  });

  it('marks a chat read, removing its count', async () => {
    await chats();
    expect((await k.ok('GET', '/api/chat/notifications/all', 'ana')).unreadCounts.random).toBe(1);
    const res = await k.ok('POST', '/api/chat/notifications/read/random', 'ana', { user_id: k.ids.ana });
    expect(res.last_read_id).toBeGreaterThan(0);
    expect((await k.ok('GET', '/api/chat/notifications/all', 'ana')).unreadCounts.random).toBeUndefined();
    expect((await k.call('POST', '/api/chat/notifications/read/random', 'ana', { user_id: k.ids.ben })).statusCode).toBe(403);
  });

  it('mutes per chat key: muted chats leave the totals except for mentions of the user', async () => {
    const { dmKey } = await chats();
    expect(await k.ok('GET', '/api/chat/notifications/muted', 'ana')).toEqual({ muted: [] });
    expect(await k.ok('POST', `/api/chat/notifications/mute/${dmKey}`, 'ana', { muted: true })).toEqual({ chat_key: dmKey, muted: true });
    expect((await k.ok('GET', '/api/chat/notifications/muted', 'ana')).muted).toEqual([dmKey]);
    let all = await k.ok('GET', '/api/chat/notifications/all', 'ana');
    expect(all.unreadCounts[dmKey]).toBe(1);
    expect(all.messagesUnread).toBe(1);
    await k.ok('POST', `/api/chat/messages/dm/${dmKey}`, 'ben', { content: '@ana look at this' });
    all = await k.ok('GET', '/api/chat/notifications/all', 'ana');
    expect(all.mentionCounts[dmKey]).toBe(1);
    expect(all.messagesUnread).toBe(2);
    await k.ok('POST', `/api/chat/notifications/mute/${dmKey}`, 'ana', { muted: false });
    expect((await k.ok('GET', '/api/chat/notifications/muted', 'ana')).muted).toEqual([]);
    const bad = await k.call('POST', `/api/chat/notifications/mute/${dmKey}`, 'ana', { muted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await k.call('POST', `/api/chat/notifications/mute/${dmKey}`, 'ana', { muted: true, user_id: k.ids.ben })).statusCode).toBe(403);
    expect((await k.call('POST', `/api/chat/notifications/mute/${dmKey}`, 'cy', { muted: true })).statusCode).toBe(404);
  });

  it('is for members only', async () => {
    for (const url of ['/api/chat/notifications/all', '/api/chat/notifications/muted']) {
      expect((await k.call('GET', url, 'fan')).statusCode).toBe(403);
      expect((await k.call('GET', url)).statusCode).toBe(401);
    }
  });

  it("does not count history from before an account existed, on the app's clock wherever it stands", async () => {
    // The app's clock eight months behind the machine's, as in a demo of the season with CLOCK_START: the account
    // and the messages are stamped by the same clock, so the welcome after the account counts.
    ahead = -240 * 24 * 3_600_000;
    await chats();
    ahead += 1000;
    const res = await k.ok('POST', '/api/auth/register', 'coach', { username: 'newbie', password: 'secret1', user_type: 'member' });
    const token = (await k.ok('POST', '/api/auth/login', undefined, { username: 'newbie', password: 'secret1' })).token;
    const get = () => k.t.app.inject({ method: 'GET', url: '/api/chat/notifications/all', headers: { authorization: `Bearer ${token}` } });
    expect((await get()).json().unreadCounts).toEqual({});
    // The history is still there to read.
    const history = await k.t.app.inject({ method: 'GET', url: '/api/chat/messages/general', headers: { authorization: `Bearer ${token}` } });
    expect(history.json().length).toBeGreaterThan(0);
    ahead += 1000;
    await k.ok('POST', '/api/chat/messages/general', 'ben', { content: `welcome @newbie (${res.user.id})` });
    expect((await get()).json()).toMatchObject({ unreadCounts: { general: 1 }, mentionCounts: { general: 1 } });
  });
});
