import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

// Every test starts from the cast and #general alone, and makes the channels it needs.
describe.each(engines)('chat channels on %s', (engine) => {
  const k = useChatKit(engine);
  const mentorsChannel = () => k.ok('POST', '/api/chat/channels', 'coach', { name: 'Mentors', is_private: true, members: [k.ids.ana] });

  const names = async (as: 'ana' | 'ben' | 'cy' | 'coach' | 'mentor') =>
    (await k.ok('GET', '/api/chat/channels', as)).map((c: { id: string }) => c.id);

  it('starts with general, which every member sees and public accounts do not', async () => {
    expect(await names('ana')).toEqual(['general']);
    const pub = await k.call('GET', '/api/chat/channels', 'fan');
    expect(pub.statusCode).toBe(403);
    expect(pub.json().error).toBe('Members only.');
    expect((await k.call('GET', '/api/chat/channels')).statusCode).toBe(401);
  });

  it('derives the id from the name and refuses a different or colliding one', async () => {
    const made = await k.ok('POST', '/api/chat/channels', 'coach', { name: '  Build   Team ', is_private: 0, members: [] });
    expect(made).toMatchObject({ id: 'build-team', name: 'Build   Team', is_private: 0, created_by: k.ids.coach });
    const wrongId = await k.call('POST', '/api/chat/channels', 'coach', { id: 'other', name: 'Pit Crew' });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().error).toContain('"pit-crew"');
    const dup = await k.call('POST', '/api/chat/channels', 'coach', { name: 'build team' });
    expect(dup.statusCode).toBe(409);
    const digits = await k.call('POST', '/api/chat/channels', 'coach', { name: '2025' });
    expect(digits.statusCode).toBe(400);
    const blank = await k.call('POST', '/api/chat/channels', 'coach', { name: '   ' });
    expect(blank.json().error).toContain('Channel name is required.');
    expect(await names('ana')).toEqual(['general', 'build-team']);
  });

  it('keeps a private channel, its members and its messages from everyone else', async () => {
    await mentorsChannel();
    await k.ok('POST', '/api/chat/messages/mentors', 'ana', { content: 'budget is 5k' });
    expect(await names('ana')).toContain('mentors');
    expect(await names('coach')).toContain('mentors'); // the creator is always a member
    expect(await names('ben')).not.toContain('mentors');
    // An administrator who is not a member does not see it either.
    expect(await names('mentor')).not.toContain('mentors');
    for (const [method, url, body] of [
      ['GET', '/api/chat/messages/mentors', undefined],
      ['POST', '/api/chat/messages/mentors', { content: 'let me in' }],
      ['GET', '/api/chat/channels/mentors/members', undefined],
      ['POST', '/api/chat/notifications/read/mentors', {}],
      ['POST', '/api/chat/notifications/mute/mentors', { muted: true }],
    ] as const) {
      const res = await k.call(method, url, 'ben', body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('budget');
    }
    const search = await k.ok('GET', '/api/chat/search?q=budget', 'ben');
    expect(search).toEqual([]);
    const members = await k.ok('GET', '/api/chat/channels/mentors/members', 'ana');
    expect(members.map((m: { user_id: number }) => m.user_id).sort()).toEqual([k.ids.coach, k.ids.ana].sort());
  });

  it('lets administrators edit a channel, but never general', async () => {
    await mentorsChannel();
    const edited = await k.ok('PUT', '/api/chat/channels/mentors', 'coach', {
      name: 'Mentor Room',
      is_private: 1,
      members: [k.ids.coach, k.ids.ana, k.ids.ben],
    });
    expect(edited).toMatchObject({ id: 'mentors', name: 'Mentor Room', is_private: 1 });
    expect(await names('ben')).toContain('mentors');
    const general = await k.call('PUT', '/api/chat/channels/general', 'coach', { name: 'General 2', is_private: 0, members: [] });
    expect(general.statusCode).toBe(403);
    expect(general.json().error).toBe('The general channel cannot be edited.');
    const unknown = await k.call('PUT', '/api/chat/channels/mentors', 'coach', { name: 'x', is_private: 1, members: [9999] });
    expect(unknown.statusCode).toBe(400);
    expect((await k.ok('GET', '/api/chat/channels', 'coach')).find((c: { id: string }) => c.id === 'mentors').name).toBe('Mentor Room');
  });

  it('reorders and renumbers for administrators; refuses a channel named twice without changing anything', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Build Team' });
    await mentorsChannel();
    const before = await names('coach');
    const twice = await k.call('POST', '/api/chat/channels/reorder', 'coach', {
      channels: [
        { id: 'general', position: 3 },
        { id: 'general', position: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('duplicate_channel');
    expect(await names('coach')).toEqual(before);
    const order = ['mentors', 'general', 'build-team'].map((id, i) => ({ id, position: i + 1 }));
    const list = await k.ok('POST', '/api/chat/channels/reorder', 'coach', { channels: order });
    expect(list.map((c: { id: string; position: number }) => [c.id, c.position])).toEqual([
      ['mentors', 1],
      ['general', 2],
      ['build-team', 3],
    ]);
  });

  it('keeps the dragged order when a channel in the list was deleted by another administrator meanwhile', async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Build Team' });
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Pit Crew' });
    // The coach's list was loaded with pit-crew in it; the mentor deletes it before the coach's drop is saved.
    await k.ok('DELETE', '/api/chat/channels/pit-crew', 'mentor');
    const order = ['build-team', 'pit-crew', 'general'].map((id, i) => ({ id, position: i + 1 }));
    const list = await k.ok('POST', '/api/chat/channels/reorder', 'coach', { channels: order });
    expect(list.map((c: { id: string; position: number }) => [c.id, c.position])).toEqual([
      ['build-team', 1],
      ['general', 3],
    ]);
  });

  it('deletes a channel with all its messages, but never general', async () => {
    const general = await k.call('DELETE', '/api/chat/channels/general', 'coach');
    expect(general.statusCode).toBe(403);
    expect(general.json().error).toBe('Cannot delete the general channel');
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'Build Team' });
    await k.ok('POST', '/api/chat/messages/build-team', 'ana', { content: 'drivetrain done' });
    await k.ok('DELETE', '/api/chat/channels/build-team', 'mentor');
    expect(await names('ana')).not.toContain('build-team');
    expect((await k.call('GET', '/api/chat/messages/build-team', 'ana')).statusCode).toBe(404);
    expect(await k.ok('GET', '/api/chat/search?q=drivetrain', 'ana')).toEqual([]);
    // Re-creating the name starts empty.
    await k.ok('POST', '/api/chat/channels', 'coach', { name: 'build team' });
    expect(await k.ok('GET', '/api/chat/messages/build-team', 'ana')).toEqual([]);
  });

  // Role x action: each refusal asserted, and nothing changed by a refused call.
  it.each([
    ['create', 'POST', '/api/chat/channels', { name: 'Hackers' }],
    ['edit', 'PUT', '/api/chat/channels/random-x', { name: 'Hacked', is_private: 0, members: [] }],
    ['delete', 'DELETE', '/api/chat/channels/random-x', undefined],
    ['reorder', 'POST', '/api/chat/channels/reorder', { channels: [{ id: 'random-x', position: 1 }] }],
  ] as const)('only administrators may %s a channel', async (_action, method, url, body) => {
    await k.call('POST', '/api/chat/channels', 'coach', { name: 'random x' });
    const before = await k.ok('GET', '/api/chat/channels', 'coach');
    expect((await k.call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await k.call(method, url, 'fan', body)).statusCode).toBe(403);
    for (const who of ['ana', 'ben'] as const) {
      const res = await k.call(method, url, who, body);
      expect(res.statusCode).toBe(403);
    }
    expect(await k.ok('GET', '/api/chat/channels', 'coach')).toEqual(before);
  });

  it("refuses a user_id that is not the caller and accepts the caller's own", async () => {
    expect((await k.call('GET', `/api/chat/channels?user_id=${k.ids.ben}`, 'ana')).statusCode).toBe(403);
    expect((await k.call('GET', `/api/chat/channels?user_id=${k.ids.ana}`, 'ana')).statusCode).toBe(200);
    const forged = await k.call('POST', '/api/chat/channels', 'coach', { name: 'forged', created_by: k.ids.ana });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('You can only act as yourself.');
  });
});
