import { beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit, type Role } from './chat-kit.ts';

type Sent = { id: number; content: string; mentions: number[]; mentions_everyone: boolean };
type Mention = { message: Sent; chat_name: string };

// Issue 34 item 6. Every test starts from the cast (coach and mentor administrators, ana, ben and cy members, fan a
// public account) and #general alone, and makes the chats and messages it needs.
describe.each(engines)('@everyone and @channel on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });
  const send = (as: Role, path: string, content: string): Promise<Sent> => {
    clock = new Date(clock.getTime() + 1000);
    return k.ok('POST', `/api/chat/messages/${path}`, as, { content });
  };
  const mentionsOf = (as: Role): Promise<Mention[]> => k.ok('GET', '/api/chat/mentions', as);
  const mentionedIn = async (as: Role, id: number) => (await mentionsOf(as)).filter((m) => m.message.id === id).length;
  const mentionCounts = async (as: Role): Promise<Record<string, number>> => (await k.ok('GET', '/api/chat/notifications/all', as)).mentionCounts;
  const ids = (...who: Role[]) => who.map((w) => k.ids[w]).sort((a, b) => a - b);

  it("an administrator's @everyone in a public channel mentions every member but the author, once, named or not", async () => {
    const sent = await send('coach', 'general', '@everyone robot ships at 6, @ben bring the battery cart');
    expect(sent.mentions_everyone).toBe(true);
    expect(sent.mentions).toEqual(ids('mentor', 'ana', 'ben', 'cy'));

    for (const who of ['mentor', 'ana', 'ben', 'cy'] as const) {
      // Ben is also named: still one mention, one count.
      expect(await mentionedIn(who, sent.id), who).toBe(1);
      expect(await mentionCounts(who), who).toEqual({ general: 1 });
    }
    expect(await mentionedIn('coach', sent.id)).toBe(0);
    expect(await mentionCounts('coach')).toEqual({});
    // Reading the chat back says the same as the send did.
    const page: Sent[] = await k.ok('GET', '/api/chat/messages/general', 'ana');
    const read = page.find((m) => m.id === sent.id)!;
    expect(read.mentions_everyone).toBe(true);
    expect([...read.mentions].sort((a, b) => a - b)).toEqual(ids('mentor', 'ana', 'ben', 'cy'));
  });

  it('@channel is the same as @everyone, in either case, and a mentor (an administrator too) may use it', async () => {
    const sent = await send('mentor', 'general', 'Pit tour in 5 (@Channel)');
    expect(sent).toMatchObject({ mentions_everyone: true, mentions: ids('coach', 'ana', 'ben', 'cy') });
    expect(await mentionCounts('cy')).toEqual({ general: 1 });
  });

  it('reaches only the members of a private channel, of a group, and the other person of a direct chat', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Drive Team', is_private: true, members: [k.ids.ben, k.ids.cy] });
    const inChannel = await send('coach', 'drive-team', '@everyone practice moved to 4');
    expect(inChannel.mentions).toEqual(ids('ben', 'cy'));
    for (const who of ['ben', 'cy'] as const) expect(await mentionCounts(who), who).toEqual({ 'drive-team': 1 });
    for (const who of ['ana', 'mentor'] as const) {
      expect(await mentionedIn(who, inChannel.id), who).toBe(0);
      expect(await mentionCounts(who), who).toEqual({});
    }

    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: 'Scouts', members: [k.ids.coach, k.ids.cy] });
    const inGroup = await send('coach', String(group.id), '@channel scouting sheets are due');
    expect(inGroup.mentions).toEqual(ids('ana', 'cy'));

    const dm = `dm_${Math.min(k.ids.coach, k.ids.ana)}_${Math.max(k.ids.coach, k.ids.ana)}`;
    const inDm = await send('coach', `dm/${dm}`, '@everyone see you at the pit');
    expect(inDm).toMatchObject({ mentions_everyone: true, mentions: ids('ana') });
    expect(await mentionCounts('ana')).toEqual({ [String(group.id)]: 1, [dm]: 1 });
    expect((await mentionsOf('ana')).map((m) => m.message.content)).toEqual(['@everyone see you at the pit', '@channel scouting sheets are due']);
  });

  it("a member's @everyone posts as plain text: nobody is notified but the people it names", async () => {
    const sent = await send('ana', 'general', '@everyone pizza is here, @cy too');
    expect(sent).toMatchObject({ content: '@everyone pizza is here, @cy too', mentions_everyone: false, mentions: ids('cy') });
    for (const who of ['coach', 'mentor', 'ben'] as const) {
      expect(await mentionsOf(who), who).toEqual([]);
      expect(await mentionCounts(who), who).toEqual({});
    }
    expect(await mentionCounts('cy')).toEqual({ general: 1 });
    // What the body claims changes nothing: the author is the token's user, and the flag is the server's.
    const claimed = await k.call('POST', '/api/chat/messages/general', 'ben', { content: '@channel hi', mentions_everyone: true });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ mentions_everyone: false, mentions: [] });
    const asCoach = await k.call('POST', '/api/chat/messages/general', 'ben', { content: '@channel hi', sender_id: k.ids.coach });
    expect(asCoach.statusCode).toBe(403);
    expect(await mentionsOf('cy')).toHaveLength(1);
  });

  it("an administrator's @everyone or @name quoted as code notifies nobody", async () => {
    for (const content of ['to notify all, write `@everyone`', '``@channel`` pings the chat', '```\n@everyone @ana\n```', '~~~\n@channel\n']) {
      const sent = await send('coach', 'general', content);
      expect(sent, content).toMatchObject({ mentions_everyone: false, mentions: [] });
    }
    for (const who of ['mentor', 'ana', 'ben', 'cy'] as const) {
      expect(await mentionsOf(who), who).toEqual([]);
      expect(await mentionCounts(who), who).toEqual({});
    }
    // Outside the code it does.
    const sent = await send('coach', 'general', '`@everyone` is how: @everyone, practice at 4');
    expect(sent).toMatchObject({ mentions_everyone: true, mentions: ids('mentor', 'ana', 'ben', 'cy') });
  });

  it('follows edits: an administrator adding @everyone notifies all, taking it out removes the mentions', async () => {
    const sent = await send('coach', 'general', 'meeting at 6');
    const edited: Sent = await k.ok('PATCH', `/api/chat/messages/${sent.id}`, 'coach', { content: 'meeting at 6 @everyone' });
    expect(edited).toMatchObject({ mentions_everyone: true, mentions: ids('mentor', 'ana', 'ben', 'cy') });
    expect(await mentionedIn('ben', sent.id)).toBe(1);
    const back: Sent = await k.ok('PATCH', `/api/chat/messages/${sent.id}`, 'coach', { content: 'meeting at 6, @ana' });
    expect(back).toMatchObject({ mentions_everyone: false, mentions: ids('ana') });
    expect(await mentionedIn('ben', sent.id)).toBe(0);

    const own = await send('ben', 'general', 'bring snacks');
    const memberEdit: Sent = await k.ok('PATCH', `/api/chat/messages/${own.id}`, 'ben', { content: 'bring snacks @everyone' });
    expect(memberEdit).toMatchObject({ mentions_everyone: false, mentions: [] });
    expect(await mentionedIn('ana', own.id)).toBe(0);
  });

  it('an account named like the words is not mentioned by them, and such names are refused for new accounts', async () => {
    // An account from before the words were reserved: a member's @everyone does not reach it by name.
    await k.t.database.query(`update users set username = 'everyone' where id = ${k.ids.cy}`);
    const sent = await send('ana', 'general', 'hello @everyone');
    expect(sent.mentions).toEqual([]);
    for (const username of ['everyone', 'Channel']) {
      const res = await k.call('POST', '/api/auth/register', 'coach', { username, password: 'secret1', user_type: 'member' });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().error).toContain('This username is reserved.');
    }
  });
});
