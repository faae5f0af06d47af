import { describe, expect, it } from 'vitest';
import { chatEntries } from './chat-entries.ts';

describe('Messages list order', () => {
  it('mixes groups and direct chats by last activity, unused chats last by name', () => {
    const groups = [
      { id: 7, name: 'Pit Crew', created_by: 1, created_at: '2026-01-01T00:00:00Z', last_activity: '2026-03-02T10:00:00Z', members: [] },
    ];
    const users = [
      { id: 9, username: 'zoe', last_message_time: null },
      { id: 3, username: 'ana', last_message_time: '2026-03-03T10:00:00Z' },
      { id: 4, username: 'Ben', last_message_time: null },
    ];
    expect(chatEntries(5, users, groups).map((e) => [e.key, e.name])).toEqual([
      ['dm_3_5', 'ana'],
      ['7', 'Pit Crew'],
      ['dm_4_5', 'Ben'],
      ['dm_5_9', 'zoe'],
    ]);
  });
});
