import { describe, expect, it } from 'vitest';
import { badgeText, unreadTotals } from './unread.ts';

describe('badge text', () => {
  it('caps at 9+ for the small badge and 99+ for the full one', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('unread totals', () => {
  const counts = { general: 3, random: 2, dm_1_2: 4, '17': 1 };
  it('splits channels from direct and group chats', () => {
    expect(unreadTotals(counts)).toEqual({ totalUnread: 10, channelsUnread: 5, messagesUnread: 5 });
  });
  it('subtracts the active chat', () => {
    expect(unreadTotals(counts, { activeKey: 'dm_1_2' })).toEqual({ totalUnread: 6, channelsUnread: 5, messagesUnread: 1 });
  });
  it('counts only mentions in muted chats', () => {
    expect(unreadTotals(counts, { muted: ['general', '17'], mentions: { general: 1 } })).toEqual({
      totalUnread: 7,
      channelsUnread: 3,
      messagesUnread: 4,
    });
  });
});
