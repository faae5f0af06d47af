import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@team7790/shared/chat/contracts';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

// Every test starts from the cast, #general empty and the clock at the start, and sends the messages it needs.
describe.each(engines)('chat messages on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });

  const send = (as: 'ana' | 'ben' | 'cy' | 'coach', content: string, extra: object = {}, key = 'general') => {
    tick();
    return k.ok('POST', `/api/chat/messages/${key}`, as, { content, ...extra });
  };

  it('sends, trims and lists messages oldest first with the sender', async () => {
    const sent = await send('ana', '  hello team  ');
    expect(sent).toMatchObject({
      content: 'hello team',
      sender_id: k.ids.ana,
      sender_username: 'ana',
      chat_key: 'general',
      read_by_any: false,
      readers: [],
      edited_at: null,
    });
    await send('ben', 'hi ana');
    const list = await k.ok('GET', '/api/chat/messages/general', 'cy');
    expect(list.map((m: { content: string }) => m.content)).toEqual(['hello team', 'hi ana']);
  });

  it('refuses empty and over-long messages with a clear error, storing nothing', async () => {
    const before = (await k.ok('GET', '/api/chat/messages/general', 'ana')).length;
    const empty = await k.call('POST', '/api/chat/messages/general', 'ana', { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Message cannot be empty.');
    const long = await k.call('POST', '/api/chat/messages/general', 'ana', { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Message is too long (at most 4000 characters).');
    expect((await k.call('POST', '/api/chat/messages/general', 'ana', { content: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(200);
    expect((await k.ok('GET', '/api/chat/messages/general', 'ana')).length).toBe(before + 1);
  });

  it('never trusts a sender_id or user_id that is not the caller', async () => {
    const forged = await k.call('POST', '/api/chat/messages/general', 'ana', { content: 'I am ben', sender_id: k.ids.ben });
    expect(forged.statusCode).toBe(403);
    expect((await k.call('POST', `/api/chat/messages/general?user_id=${k.ids.ben}`, 'ana', { content: 'x' })).statusCode).toBe(403);
    expect((await k.call('GET', `/api/chat/messages/general?user_id=${k.ids.ben}`, 'ana')).statusCode).toBe(403);
    const own = await k.call('POST', `/api/chat/messages/general?user_id=${k.ids.ana}`, 'ana', { content: 'me', sender_id: k.ids.ana });
    expect(own.json().sender_id).toBe(k.ids.ana);
    const all = await k.ok('GET', '/api/chat/messages/general', 'ana');
    expect(all.some((m: { content: string }) => m.content === 'I am ben')).toBe(false);
  });

  it('stores replies as data, accepts the [reply:id] marker, and quotes the original', async () => {
    const original = await send('ben', 'Who has the robot cart?');
    const reply = await send('ana', 'I do', { reply_to_id: original.id });
    expect(reply.reply_to).toEqual({ id: original.id, sender_username: 'ben', content: 'Who has the robot cart?' });
    const marked = await send('cy', `[reply:${reply.id}] thanks!`);
    expect(marked).toMatchObject({ content: 'thanks!', reply_to_id: reply.id });
    const thread = await k.ok('GET', `/api/chat/messages/${reply.id}/thread`, 'coach');
    expect(thread.ancestors.map((m: { id: number }) => m.id)).toEqual([original.id]);
    expect(thread.message.id).toBe(reply.id);
    expect(thread.descendants.map((m: { id: number }) => m.id)).toEqual([marked.id]);
    // A reply must stay in its chat.
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'strategy' });
    const cross = await k.call('POST', '/api/chat/messages/strategy', 'ana', { content: 'x', reply_to_id: original.id });
    expect(cross.statusCode).toBe(400);
  });

  it('pages back through history with before= and limit=', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'log' });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await send('ana', `entry ${i}`, {}, 'log')).id);
    const newest = await k.ok('GET', '/api/chat/messages/log?limit=3', 'ben');
    expect(newest.map((m: { content: string }) => m.content)).toEqual(['entry 5', 'entry 6', 'entry 7']);
    const older = await k.ok('GET', `/api/chat/messages/log?limit=3&before=${newest[0].id}`, 'ben');
    expect(older.map((m: { content: string }) => m.content)).toEqual(['entry 2', 'entry 3', 'entry 4']);
    const oldest = await k.ok('GET', `/api/chat/messages/log?limit=3&before=${older[0].id}`, 'ben');
    expect(oldest.map((m: { content: string }) => m.content)).toEqual(['entry 1']);
    expect((await k.call('GET', '/api/chat/messages/log?limit=500', 'ben')).statusCode).toBe(400);
  });

  it('shows who read a message and when; the sender gets Read once someone else reads', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'receipts' });
    const m1 = await send('ana', 'first', {}, 'receipts');
    const m2 = await send('ana', 'second', {}, 'receipts');
    tick(60_000);
    const readAt = clock.toISOString();
    await k.ok('POST', '/api/chat/notifications/read/receipts', 'ben', {});
    const m3 = await send('ana', 'third', {}, 'receipts');
    const list = await k.ok('GET', '/api/chat/messages/receipts', 'ana');
    const byId = new Map(list.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(m1.id)).toMatchObject({ read_by_any: true, readers: [{ user_id: k.ids.ben, username: 'ben', read_at: readAt }] });
    expect(byId.get(m2.id)).toMatchObject({ read_by_any: true });
    expect(byId.get(m3.id)).toMatchObject({ read_by_any: false, readers: [] });
    // The sender is never listed as a reader of their own message.
    tick(60_000);
    await k.ok('POST', '/api/chat/notifications/read/receipts', 'ana', {});
    const again = await k.ok('GET', '/api/chat/messages/receipts', 'cy');
    expect(again.at(-1).readers).toEqual([]);
  });

  it('lets only the sender edit, marking the message edited', async () => {
    const m = await send('ana', 'meet at 5');
    const byOther = await k.call('PATCH', `/api/chat/messages/${m.id}`, 'coach', { content: 'meet at 6' });
    expect(byOther.statusCode).toBe(403);
    tick();
    const edited = await k.ok('PATCH', `/api/chat/messages/${m.id}`, 'ana', { content: 'meet at 5:30' });
    expect(edited).toMatchObject({ content: 'meet at 5:30', edited_at: clock.toISOString() });
    expect((await k.call('PATCH', `/api/chat/messages/${m.id}`, 'ana', { content: '' })).statusCode).toBe(400);
  });

  it('deletes by sender or administrator only', async () => {
    const m = await send('ana', 'oops');
    for (const who of ['ben', 'cy'] as const) {
      const res = await k.call('DELETE', `/api/chat/messages/${m.id}`, who, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You can only delete your own messages.');
    }
    expect((await k.call('DELETE', `/api/chat/messages/${m.id}`, 'fan', {})).statusCode).toBe(403);
    expect((await k.call('DELETE', `/api/chat/messages/${m.id}`, 'ana', { user_id: k.ids.ben })).statusCode).toBe(403);
    await k.ok('DELETE', `/api/chat/messages/${m.id}`, 'ana', { user_id: k.ids.ana });
    const n = await send('ben', 'spam');
    await k.ok('DELETE', `/api/chat/messages/${n.id}`, 'mentor', {});
    const contents = (await k.ok('GET', '/api/chat/messages/general?limit=100', 'ana')).map((x: { content: string }) => x.content);
    expect(contents).not.toContain('oops');
    expect(contents).not.toContain('spam');
    expect((await k.call('DELETE', `/api/chat/messages/${n.id}`, 'mentor', {})).statusCode).toBe(404);
  });

  it('stores reactions per user with the toggle rules, for everyone to see', async () => {
    const m = await send('ana', 'robot passed inspection');
    const add = await k.ok('PUT', `/api/chat/messages/${m.id}/reactions/heart`, 'ben');
    expect(add.reactions).toEqual([{ kind: 'heart', count: 1, user_ids: [k.ids.ben] }]);
    await k.ok('PUT', `/api/chat/messages/${m.id}/reactions/heart`, 'ben'); // idempotent
    await k.ok('PUT', `/api/chat/messages/${m.id}/reactions/heart`, 'cy');
    await k.ok('PUT', `/api/chat/messages/${m.id}/reactions/thumbs_up`, 'cy');
    const seen = (await k.ok('GET', '/api/chat/messages/general', 'coach')).find((x: { id: number }) => x.id === m.id);
    expect(seen.reactions).toEqual([
      { kind: 'heart', count: 2, user_ids: [k.ids.ben, k.ids.cy] },
      { kind: 'thumbs_up', count: 1, user_ids: [k.ids.cy] },
    ]);
    const off = await k.ok('DELETE', `/api/chat/messages/${m.id}/reactions/thumbs_up`, 'cy');
    expect(off.reactions).toEqual([{ kind: 'heart', count: 2, user_ids: [k.ids.ben, k.ids.cy] }]);
    expect((await k.call('PUT', `/api/chat/messages/${m.id}/reactions/fire`, 'cy')).statusCode).toBe(400);
  });

  it('records mentions of members who can read the chat', async () => {
    const m = await send('ana', 'thanks @Ben and @ghost and @fan');
    expect(m.mentions).toEqual([k.ids.ben]);
  });

  it('searches with stemming across readable chats only', async () => {
    await send('ben', 'The drivers practiced climbing yesterday');
    const hits = await k.ok('GET', '/api/chat/search?q=driver%20climb', 'cy');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ chat_name: 'general', message: { sender_username: 'ben' } });
    expect(hits[0].snippet).toContain('«');
    expect((await k.call('GET', '/api/chat/search?q=', 'cy')).statusCode).toBe(400);
  });

  it('shows a deleted account as "deleted user" and keeps its messages', async () => {
    const m = await send('cy', 'last words');
    await k.ok('DELETE', `/api/admin/users/${k.ids.cy}`, 'coach');
    const seen = (await k.ok('GET', '/api/chat/messages/general?limit=100', 'ana')).find((x: { id: number }) => x.id === m.id);
    expect(seen).toMatchObject({ sender_id: null, sender_username: 'deleted user', sender_avatar_color: null, content: 'last words' });
  });

  it('carries the colour each sender chose for their avatar, as it is now', async () => {
    await send('ben', 'before choosing');
    await k.ok('PUT', '/api/profile', 'ben', { avatar_color: '#0d9488' });
    const sent = await send('ben', 'teal now');
    expect(sent.sender_avatar_color).toBe('#0d9488');
    await k.ok('PUT', '/api/profile', 'ben', { avatar_color: '#7c3aed' });
    const list = await k.ok('GET', '/api/chat/messages/general?limit=100', 'ana');
    const bens = list.filter((x: { sender_id: number }) => x.sender_id === k.ids.ben);
    expect(bens.length).toBeGreaterThan(1);
    for (const m of bens) expect(m.sender_avatar_color).toBe('#7c3aed');
  });
});
