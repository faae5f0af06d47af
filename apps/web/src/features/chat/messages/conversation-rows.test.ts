import type { Conversation } from '@team7790/shared/messages/contracts';
import { describe, expect, it } from 'vitest';
import { activityLabel, matchPeople, orderConversations, previewLine } from './conversation-rows.ts';

const ME = 5;

function dm(key: string, name: string, at: string, unread: number, last?: { sender_id: number; preview: string }): Conversation {
  return {
    key,
    type: 'dm',
    name,
    partner: { id: 9, username: name, avatar_color: '#2563eb' },
    group: null,
    last_message: last
      ? { id: 1, sender_id: last.sender_id, sender_username: last.sender_id === ME ? 'me' : name, preview: last.preview, timestamp: at }
      : null,
    last_activity: at,
    unread,
  };
}

const group: Conversation = {
  key: '7',
  type: 'group',
  name: 'Pit Crew',
  partner: null,
  group: { id: 7, name: 'Pit Crew', created_by: 1, created_at: '2026-03-01T00:00:00Z', last_activity: '2026-03-01T00:00:00Z', members: [] },
  last_message: { id: 3, sender_id: 9, sender_username: 'ben', preview: 'bring zip ties', timestamp: '2026-03-02T10:00:00Z' },
  last_activity: '2026-03-02T10:00:00Z',
  unread: 0,
};

describe('the Messages list', () => {
  it('puts unread chats first, then the most recent, as the server does', () => {
    const list = [dm('dm_5_9', 'ana', '2026-03-03T10:00:00Z', 0), group, dm('dm_5_8', 'cy', '2026-03-01T10:00:00Z', 2)];
    expect(orderConversations(list, undefined).map((c) => c.name)).toEqual(['cy', 'ana', 'Pit Crew']);
  });

  it('takes the unread counts from the live counts once there are any', () => {
    const list = [dm('dm_5_9', 'ana', '2026-03-03T10:00:00Z', 0), group, dm('dm_5_8', 'cy', '2026-03-01T10:00:00Z', 2)];
    const ordered = orderConversations(list, { '7': 1 });
    expect(ordered.map((c) => [c.name, c.unread])).toEqual([
      ['Pit Crew', 1],
      ['ana', 0],
      ['cy', 0],
    ]);
  });

  it('says whose the last message is: mine, or the sender in a group', () => {
    const member = { user_id: 1, username: 'a', avatar_color: '#2563eb' };
    expect(previewLine(dm('dm_5_9', 'ana', '2026-03-03T10:00:00Z', 0, { sender_id: ME, preview: 'on my way' }), ME)).toBe('You: on my way');
    expect(previewLine(dm('dm_5_9', 'ana', '2026-03-03T10:00:00Z', 0, { sender_id: 9, preview: 'ok' }), ME)).toBe('ok');
    expect(previewLine(group, ME)).toBe('ben: bring zip ties');
    expect(previewLine({ ...group, last_message: null, group: { ...group.group!, members: [member] } }, ME)).toBe('Group · 1 member');
  });

  it('tells the time since the last message shortly, and in words', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(activityLabel('2026-03-10T11:59:30Z', now)).toEqual({ short: 'now', spoken: 'just now' });
    expect(activityLabel('2026-03-10T11:55:00Z', now)).toEqual({ short: '5m', spoken: '5 minutes ago' });
    expect(activityLabel('2026-03-10T11:00:00Z', now)).toEqual({ short: '1h', spoken: '1 hour ago' });
    expect(activityLabel('2026-03-08T12:00:00Z', now)).toEqual({ short: '2d', spoken: '2 days ago' });
    expect(activityLabel('2026-03-01T12:00:00Z', now, 'UTC')).toEqual({ short: 'Mar 1', spoken: 'March 1' });
    expect(activityLabel('2025-12-24T12:00:00Z', now, 'UTC')).toEqual({ short: 'Dec 24, 2025', spoken: 'December 24, 2025' });
  });
});

describe('finding a person to message', () => {
  const people = [{ username: 'Zoe' }, { username: 'jo_anna' }, { username: 'Anabel' }, { username: 'ben' }];

  it('lists everyone by name before anything is typed', () => {
    expect(matchPeople(people, ' ').map((p) => p.username)).toEqual(['Anabel', 'ben', 'jo_anna', 'Zoe']);
  });

  it('narrows to names containing the text, those starting with it first, in any case', () => {
    expect(matchPeople(people, 'AN').map((p) => p.username)).toEqual(['Anabel', 'jo_anna']);
    expect(matchPeople(people, 'x')).toEqual([]);
  });
});
