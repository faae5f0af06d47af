import { beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

// Every test starts from the cast with no direct chats or groups and the clock at the start, and makes what it needs.
describe.each(engines)('direct and group messages on %s', (engine) => {
  const start = new Date('2026-03-14T15:00:00Z');
  let clock = start;
  const tick = () => (clock = new Date(clock.getTime() + 1000));
  const k = useChatKit(engine, { now: () => clock });
  beforeEach(() => {
    clock = start;
  });
  const dm = (a: number, b: number) => `dm_${Math.min(a, b)}_${Math.max(a, b)}`;

  it('talks in dm_{low}_{high} between the two members only', async () => {
    const key = dm(k.ids.ana, k.ids.ben);
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${key}`, 'ana', { content: 'psst' });
    expect((await k.ok('GET', `/api/chat/messages/dm/${key}`, 'ben')).map((m: { content: string }) => m.content)).toEqual(['psst']);
    expect((await k.call('GET', `/api/chat/messages/dm/${key}`, 'cy')).statusCode).toBe(404);
    expect((await k.call('POST', `/api/chat/messages/dm/${key}`, 'cy', { content: 'hi' })).statusCode).toBe(404);
    expect((await k.call('GET', `/api/chat/messages/dm/${key}`, 'coach')).statusCode).toBe(404);
    // The reversed order is not a key.
    expect(
      (await k.call('GET', `/api/chat/messages/dm/dm_${Math.max(k.ids.ana, k.ids.ben)}_${Math.min(k.ids.ana, k.ids.ben)}`, 'ana')).statusCode,
    ).toBe(404);
    // Not with public accounts or accounts that do not exist.
    expect((await k.call('POST', `/api/chat/messages/dm/${dm(k.ids.ana, k.ids.fan)}`, 'ana', { content: 'hi' })).statusCode).toBe(403);
    expect((await k.call('POST', `/api/chat/messages/dm/${dm(k.ids.ana, 9999)}`, 'ana', { content: 'hi' })).statusCode).toBe(403);
  });

  it('lists everyone one can message, most recent direct chat first', async () => {
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${dm(k.ids.ana, k.ids.ben)}`, 'ana', { content: 'earlier' });
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${dm(k.ids.ana, k.ids.cy)}`, 'cy', { content: 'later' });
    const recent = await k.ok('GET', '/api/chat/users/recent', 'ana');
    expect(recent.map((u: { username: string }) => u.username)).toEqual(['cy', 'ben', 'coach', 'mentor']);
    expect(recent[0].last_message_time).toBe(clock.toISOString());
    expect(recent.at(-1).last_message_time).toBeNull();
    const users = await k.ok('GET', '/api/chat/users', 'ana');
    expect(users.map((u: { username: string }) => u.username)).toEqual(['ben', 'coach', 'cy', 'mentor']);
    expect((await k.call('GET', `/api/chat/users/recent?user_id=${k.ids.ben}`, 'ana')).statusCode).toBe(403);
  });

  it('lists the conversations one has, each with its last message, time and unread count, unread first', async () => {
    const anaBen = dm(k.ids.ana, k.ids.ben);
    const anaCy = dm(k.ids.ana, k.ids.cy);
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${anaBen}`, 'ana', { content: 'psst' });
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${anaCy}`, 'cy', { content: 'first' });
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${anaCy}`, 'cy', { content: 'Are you\n coming to the   pit?' });
    const crew = await k.ok('POST', '/api/chat/groups', 'ben', { name: 'Pit Crew', members: [k.ids.ana] });
    tick();
    const empty = await k.ok('POST', '/api/chat/groups', 'cy', { name: 'Quiet', members: [k.ids.ana] });
    tick();
    await k.ok('POST', `/api/chat/messages/${crew.id}`, 'ben', { content: 'bring zip ties' });
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${anaBen}`, 'ana', { content: 'x'.repeat(150) });

    const list = await k.ok('GET', '/api/chat/conversations', 'ana');
    // Unread first (the group, then cy), then the rest by latest activity; members ana never wrote with are not there.
    expect(list.map((c: { name: string; unread: number }) => [c.name, c.unread])).toEqual([
      ['Pit Crew', 1],
      ['cy', 2],
      ['ben', 0],
      ['Quiet', 0],
    ]);
    const [group, withCy, withBen, quiet] = list;
    expect(group).toMatchObject({ key: String(crew.id), type: 'group', partner: null, group: { id: crew.id, created_by: k.ids.ben } });
    expect(group.group.members.map((m: { username: string }) => m.username)).toEqual(['ana', 'ben']);
    expect(group.last_message).toMatchObject({ sender_id: k.ids.ben, sender_username: 'ben', preview: 'bring zip ties' });
    expect(group.last_activity).toBe(group.last_message.timestamp);
    // The text on one line; the partner as the avatar shows them.
    const cyProfile = await k.ok('GET', '/api/profile', 'cy');
    expect(withCy).toMatchObject({
      key: anaCy,
      type: 'dm',
      group: null,
      partner: { id: k.ids.cy, username: 'cy', avatar_color: cyProfile.avatar_color },
    });
    expect(withCy.last_message.preview).toBe('Are you coming to the pit?');
    // Her own last message: read, and cut for the list.
    expect(withBen.last_message).toMatchObject({ sender_id: k.ids.ana, timestamp: clock.toISOString() });
    expect(withBen.last_message.preview).toBe(`${'x'.repeat(100)}…`);
    // A group nobody has written in yet is listed from when it was made.
    expect(quiet).toMatchObject({ key: String(empty.id), last_message: null, last_activity: empty.created_at });

    // Reading cy's chat takes it out of the unread; someone else's view is their own.
    await k.ok('POST', `/api/chat/notifications/read/${anaCy}`, 'ana', {});
    expect((await k.ok('GET', '/api/chat/conversations', 'ana')).map((c: { name: string }) => c.name)).toEqual(['Pit Crew', 'ben', 'Quiet', 'cy']);
    expect((await k.ok('GET', '/api/chat/conversations', 'ben')).map((c: { name: string; unread: number }) => [c.name, c.unread])).toEqual([
      ['ana', 2],
      ['Pit Crew', 0],
    ]);
  });

  it("lists no one else's conversations, and none for public accounts", async () => {
    tick();
    await k.ok('POST', `/api/chat/messages/dm/${dm(k.ids.ana, k.ids.ben)}`, 'ana', { content: 'between us' });
    await k.ok('POST', '/api/chat/groups', 'ana', { name: 'Private plans', members: [k.ids.ben] });
    // An administrator outside them sees neither.
    expect(await k.ok('GET', '/api/chat/conversations', 'coach')).toEqual([]);
    expect(await k.ok('GET', '/api/chat/conversations', 'cy')).toEqual([]);
    // The user is who the token says: a user_id in the query changes nothing.
    expect(await k.ok('GET', `/api/chat/conversations?user_id=${k.ids.ana}`, 'cy')).toEqual([]);
    expect((await k.call('GET', '/api/chat/conversations', 'fan')).statusCode).toBe(403);
    expect((await k.call('GET', '/api/chat/conversations')).statusCode).toBe(401);
  });

  it('creates groups with the creator always a member, readable by members only', async () => {
    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: ' Pit Crew ', members: [k.ids.ben] });
    expect(group).toMatchObject({ name: 'Pit Crew', created_by: k.ids.ana });
    expect(group.members.map((m: { username: string }) => m.username)).toEqual(['ana', 'ben']);
    tick();
    await k.ok('POST', `/api/chat/messages/${group.id}`, 'ben', { content: 'bring zip ties' });
    expect((await k.call('GET', `/api/chat/messages/${group.id}`, 'cy')).statusCode).toBe(404);
    expect(await k.ok('GET', '/api/chat/groups', 'cy')).toEqual([]);
    const mine = await k.ok('GET', '/api/chat/groups', 'ben');
    expect(mine[0]).toMatchObject({ id: group.id, last_activity: clock.toISOString() });
    const noName = await k.call('POST', '/api/chat/groups', 'ana', { name: '  ', members: [k.ids.ben] });
    expect(noName.json().error).toContain('Group name is required.');
    const noMembers = await k.call('POST', '/api/chat/groups', 'ana', { name: 'Solo', members: [] });
    expect(noMembers.json().error).toContain('Choose at least one member.');
    expect((await k.call('POST', '/api/chat/groups', 'ana', { name: 'x', members: [k.ids.fan] })).statusCode).toBe(400);
    expect((await k.call('POST', '/api/chat/groups', 'ana', { name: 'x', members: [k.ids.ben], created_by: k.ids.ben })).statusCode).toBe(403);
  });

  // Role x action for groups: creator, administrator, other member of the group, outsider, public account.
  it.each([
    ['edit', 'PUT', { name: 'Renamed', members: [0] }],
    ['delete', 'DELETE', undefined],
  ] as const)('only the creator or an administrator may %s a group', async (action, method, body) => {
    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: `G-${action}`, members: [k.ids.ben, k.ids.cy] });
    const payload = body ? { ...body, members: [k.ids.ana, k.ids.ben] } : undefined;
    const url = `/api/chat/groups/${group.id}`;
    const memberTry = await k.call(method, url, 'ben', payload);
    expect(memberTry.statusCode).toBe(403);
    expect(memberTry.json().error).toBe("Only the group's creator or an administrator can change it.");
    const outsider = await k.ok('POST', '/api/chat/groups', 'cy', { name: 'other', members: [k.ids.ben] });
    expect((await k.call(method, `/api/chat/groups/${outsider.id}`, 'ana', payload)).statusCode).toBe(404);
    expect((await k.call(method, url, 'fan', payload)).statusCode).toBe(403);
    expect((await k.call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await k.ok('GET', '/api/chat/groups', 'ben')).find((g: { id: number }) => g.id === group.id).name).toBe(`G-${action}`);
    // The creator may, and so may an administrator who is not a member.
    const first = await k.call(method, url, 'ana', payload);
    expect(first.statusCode).toBe(200);
    const second = await k.call(method, outsider.id ? `/api/chat/groups/${outsider.id}` : url, 'coach', payload);
    expect(second.statusCode).toBe(200);
  });

  it('removes a deleted group and its messages', async () => {
    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: 'Temp', members: [k.ids.ben] });
    await k.ok('POST', `/api/chat/messages/${group.id}`, 'ana', { content: 'temporary plan' });
    await k.ok('DELETE', `/api/chat/groups/${group.id}`, 'ana');
    expect((await k.call('GET', `/api/chat/messages/${group.id}`, 'ana')).statusCode).toBe(404);
    expect(await k.ok('GET', '/api/chat/search?q=temporary', 'ana')).toEqual([]);
  });

  it('takes a removed member out of the group at once', async () => {
    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: 'Shrinking', members: [k.ids.ben, k.ids.cy] });
    await k.ok('PUT', `/api/chat/groups/${group.id}`, 'ana', { name: 'Shrinking', members: [k.ids.ana, k.ids.ben] });
    expect((await k.call('GET', `/api/chat/messages/${group.id}`, 'cy')).statusCode).toBe(404);
    expect((await k.call('POST', `/api/chat/messages/${group.id}`, 'cy', { content: 'still here?' })).statusCode).toBe(404);
  });
});
