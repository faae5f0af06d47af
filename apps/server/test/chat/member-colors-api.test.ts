import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

/**
 * One colour per person: every list of people the chat shows, and every message wherever it is read (a chat, a
 * thread, search, mentions), carries the avatar colour the person chose, as it is now; a deleted sender has none.
 */
describe.each(engines)('the colour of each person in chat on %s', (engine) => {
  const k = useChatKit(engine);
  const colours = { ana: '#0d9488', ben: '#db2777', cy: '#2563eb' } as const;
  const chooseColours = () =>
    Promise.all(Object.entries(colours).map(([who, avatar_color]) => k.ok('PUT', '/api/profile', who as 'ana', { avatar_color })));
  type Person = { id: number; username: string; avatar_color: string };

  it('lists the members one can talk to, and the recent ones, each with the colour they chose', async () => {
    await chooseColours();
    for (const path of ['/api/chat/users', '/api/chat/users/recent']) {
      const people: Person[] = await k.ok('GET', path, 'ana');
      const byName = new Map(people.map((p) => [p.username, p.avatar_color]));
      expect(byName.get('ben'), path).toBe(colours.ben);
      expect(byName.get('cy'), path).toBe(colours.cy);
      // Someone who never chose has the stored default, not a colour made up from their id.
      expect(byName.get('coach'), path).toBe((await k.ok('GET', '/api/profile', 'coach')).avatar_color);
    }
    await k.ok('PUT', '/api/profile', 'ben', { avatar_color: '#16a34a' });
    expect((await k.ok('GET', '/api/chat/users', 'ana')).find((p: Person) => p.id === k.ids.ben).avatar_color).toBe('#16a34a');
  });

  it("carries the sender's colour on a thread's replies, search results and mentions, none once the sender is deleted", async () => {
    await chooseColours();
    const question = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'who packs the drill batteries?' });
    const reply = await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'I pack the drill batteries @ana', reply_to_id: question.id });
    await k.ok('POST', '/api/chat/messages/general', 'cy', { content: 'and I bring the drill', reply_to_id: reply.id });

    const thread = await k.ok('GET', `/api/chat/messages/${reply.id}/thread`, 'ana');
    expect(thread.ancestors[0].sender_avatar_color).toBe(colours.ana);
    expect(thread.message.sender_avatar_color).toBe(colours.ben);
    expect(thread.descendants[0].sender_avatar_color).toBe(colours.cy);

    const hits = await k.ok('GET', '/api/chat/search?q=drill', 'ana');
    expect(
      hits.map((h: { message: { sender_username: string; sender_avatar_color: string } }) => [
        h.message.sender_username,
        h.message.sender_avatar_color,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['ana', colours.ana],
        ['ben', colours.ben],
        ['cy', colours.cy],
      ]),
    );

    const mentions = await k.ok('GET', '/api/chat/mentions', 'ana');
    expect(mentions.map((m: { message: { id: number; sender_avatar_color: string } }) => [m.message.id, m.message.sender_avatar_color])).toEqual([
      [reply.id, colours.ben],
    ]);

    await k.ok('DELETE', `/api/admin/users/${k.ids.ben}`, 'coach');
    const after = await k.ok('GET', `/api/chat/messages/${reply.id}/thread`, 'ana');
    expect(after.message).toMatchObject({ sender_id: null, sender_avatar_color: null });
    expect(after.descendants[0].sender_avatar_color).toBe(colours.cy);
  });
});
