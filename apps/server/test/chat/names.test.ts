import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { useChatKit } from './chat-kit.ts';

const RLO = '\u202E';
const LONE = '\uD800';

// Names are how members tell channels, groups and people apart: one that hides characters could pass for another.
describe.each(engines)('names hold only visible text, on %s', (engine) => {
  const k = useChatKit(engine);
  const count = async (sql: string) => (await k.t.database.query(sql)).length;

  it('refuses a channel name with a bidirectional override or other invisible or control character, with a clear 400, and stores nothing', async () => {
    const before = await count('select id from chat_channels');
    for (const [name, code] of [
      [`lareneg${RLO}`, 'U+202E'],
      [`gen\u200Beral`, 'U+200B'],
      [`gen\uFEFFeral-2`, 'U+FEFF'],
      [`drive\u2066team`, 'U+2066'],
      [`pit\u0007crew`, 'U+0007'],
      ['\u3164', 'U+3164'],
    ] as const) {
      const res = await k.call('POST', '/api/chat/channels', 'coach', { name, is_private: false, members: [] });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({
        error: `name: Channel name must not contain invisible or control characters (${code}).`,
        code: 'invalid_input',
      });
    }
    expect(await count('select id from chat_channels')).toBe(before);

    // Renaming is held to the same rule; visible text in any script, and emoji, still go through.
    const made = await k.ok('POST', '/api/chat/channels', 'coach', { name: 'pit crew 🔧', is_private: false, members: [] });
    const rename = await k.call('PUT', `/api/chat/channels/${made.id}`, 'coach', { name: `pit${RLO}crew`, is_private: false, members: [] });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error).toMatch(/invisible or control characters \(U\+202E\)/);
    expect((await k.ok('PUT', `/api/chat/channels/${made.id}`, 'coach', { name: 'צוות בור 👨‍👩‍👧', is_private: false, members: [] })).name).toBe(
      'צוות בור 👨‍👩‍👧',
    );
  });

  it('refuses a group name with a hidden character, on creation and on renaming', async () => {
    const before = await count('select id from chat_groups');
    const made = await k.call('POST', '/api/chat/groups', 'ana', { name: `strategy${RLO}`, members: [k.ids.ben] });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toMatchObject({
      error: 'name: Group name must not contain invisible or control characters (U+202E).',
      code: 'invalid_input',
    });
    expect(await count('select id from chat_groups')).toBe(before);
    const group = await k.ok('POST', '/api/chat/groups', 'ana', { name: 'strategy', members: [k.ids.ben] });
    const renamed = await k.call('PUT', `/api/chat/groups/${group.id}`, 'ana', { name: 'strat\u200Begy', members: [k.ids.ben] });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatch(/U\+200B/);
  });

  it('refuses a username with one, on sign-up and on a change of name', async () => {
    const signUp = await k.call('POST', '/api/auth/register', undefined, { username: `admin${RLO}`, password: 'secret1' });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error).toMatch(/Username may only contain letters, numbers, underscores, and periods/);
    const rename = await k.call('PUT', '/api/profile', 'fan', { username: `co\u200Bach` });
    expect(rename.statusCode).toBe(400);
    expect((await k.ok('GET', '/api/profile', 'fan')).username).toBe('fan');
  });

  it('refuses a lone surrogate (half of a character, which would be stored as U+FFFD) in a name or any other text, with a clear 400', async () => {
    for (const [method, url, as, body] of [
      ['POST', '/api/chat/channels', 'coach', { name: `robots${LONE}`, is_private: false, members: [] }],
      ['POST', '/api/chat/groups', 'ana', { name: `group${LONE}`, members: [k.ids.ben] }],
      ['POST', '/api/auth/register', undefined, { username: `fan${LONE}`, password: 'secret1' }],
      ['POST', '/api/chat/messages/general', 'ana', { content: `half an emoji: ${LONE}` }],
    ] as const) {
      const res = await k.call(method, url, as, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/is not valid text: it holds half of a character \(a lone surrogate\)/);
    }
    expect(await count(`select id from chat_channels where name like 'robots%'`)).toBe(0);
    expect(await count(`select id from chat_messages where content like 'half an emoji%'`)).toBe(0);
    // Whole surrogate pairs are characters like any other.
    expect((await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'whole emoji 😀' })).content).toBe('whole emoji 😀');
  });
});
