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
