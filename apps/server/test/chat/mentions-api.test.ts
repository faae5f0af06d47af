import { beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

type Mention = { message: { id: number; content: string; sender_username: string; chat_key: string }; chat_name: string };

// Every test starts from the cast and #general alone, and sends the messages it needs.
describe.each(engines)('chat mentions on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });
  const dm = (a: number, b: number) => `dm_${Math.min(a, b)}_${Math.max(a, b)}`;
  const send = (as: 'ana' | 'ben' | 'cy' | 'coach', path: string, content: string) => {
    clock = new Date(clock.getTime() + 1000);
    return k.ok('POST', `/api/chat/messages/${path}`, as, { content });
  };
  const mentions = async (as: 'ana' | 'ben' | 'cy', query = ''): Promise<Mention[]> => k.ok('GET', `/api/chat/mentions${query}`, as);
  const seen = (list: Mention[]) => list.map((m) => `${m.chat_name}: ${m.message.content}`);

  it('lists the messages that mention the member in every kind of chat, newest first, with the chat and sender', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Pit Crew', is_private: true, members: [k.ids.ben] });
    const group = await k.ok('POST', '/api/chat/groups', 'cy', { name: 'Drive Team', members: [k.ids.ben] });
    await send('ana', 'general', '@ben can you bring the charger?');
    await send('ana', 'general', 'no mention here, ben');
    await send('coach', 'pit-crew', 'thanks @Ben!');
    await send('ana', `dm/${dm(k.ids.ana, k.ids.ben)}`, 'psst @ben');
    await send('cy', String(group.id), 'drills at 5, @ben and @ana');
    await send('ben', 'general', 'talking to myself, @ben');

    const list = await mentions('ben');
    expect(seen(list)).toEqual([
      'Drive Team: drills at 5, @ben and @ana',
      'ana: psst @ben',
      'Pit Crew: thanks @Ben!',
      'general: @ben can you bring the charger?',
    ]);
    expect(list[0]!.message).toMatchObject({ sender_username: 'cy', chat_key: String(group.id) });
    expect(list[2]!.message).toMatchObject({ sender_username: 'coach', chat_key: 'pit-crew' });
    // Ana is not in the group: a name in a chat one cannot read is no mention.
    expect(await mentions('ana')).toEqual([]);
    expect(await mentions('cy')).toEqual([]);
  });

  it('pages back with before= and limit=', async () => {
    for (let i = 1; i <= 5; i++) await send('ana', 'general', `@ben note ${i}`);
    const first = await mentions('ben', '?limit=2');
    expect(first.map((m) => m.message.content)).toEqual(['@ben note 5', '@ben note 4']);
    const second = await mentions('ben', `?limit=2&before=${first.at(-1)!.message.id}`);
    expect(second.map((m) => m.message.content)).toEqual(['@ben note 3', '@ben note 2']);
    const last = await mentions('ben', `?limit=2&before=${second.at(-1)!.message.id}`);
    expect(last.map((m) => m.message.content)).toEqual(['@ben note 1']);
  });

  it('follows edits and deletions, and leaves out chats the member can no longer read', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Mentors', is_private: true, members: [k.ids.ben] });
    await send('coach', 'mentors', '@ben budget is 5k');
    const edited = await send('ana', 'general', '@ben see you at 5');
    const deleted = await send('ana', 'general', '@ben oops');
    const added = await send('ana', 'general', 'see you at 6');
    expect(await mentions('ben')).toHaveLength(3);

    await k.ok('PATCH', `/api/chat/messages/${edited.id}`, 'ana', { content: 'see you at 5' });
    await k.ok('PATCH', `/api/chat/messages/${added.id}`, 'ana', { content: 'see you at 6, @ben' });
    await k.ok('DELETE', `/api/chat/messages/${deleted.id}`, 'ana', {});
    await k.ok('PUT', '/api/chat/channels/mentors', 'coach', { name: 'Mentors', is_private: true, members: [k.ids.ana] });
    expect(seen(await mentions('ben'))).toEqual(['general: see you at 6, @ben']);
  });

  it('is for members only, and refuses bad paging with a clear error', async () => {
    expect((await k.call('GET', '/api/chat/mentions')).statusCode).toBe(401);
    const fan = await k.call('GET', '/api/chat/mentions', 'fan');
    expect(fan.statusCode).toBe(403);
    expect(fan.json().error).toBe('Members only.');
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'before=0', 'before=-3', 'before=2147483648']) {
      const res = await k.call('GET', `/api/chat/mentions?${query}`, 'ben');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    // The caller is the token's user: there is no way to ask for someone else's mentions.
    await send('ana', 'general', '@cy hello');
    expect(await k.ok('GET', `/api/chat/mentions?user_id=${k.ids.cy}`, 'ben')).toEqual([]);
  });
});
