import { describe, expect, it } from 'vitest';
import { toggleReaction } from './reactions.ts';

describe('reaction toggle', () => {
  it('adds an entry with count 1 in the fixed order of kinds', () => {
    const list = toggleReaction([{ kind: 'question', count: 1, user_ids: [2] }], 'heart', 1);
    expect(list).toEqual([
      { kind: 'heart', count: 1, user_ids: [1] },
      { kind: 'question', count: 1, user_ids: [2] },
    ]);
  });
  it('adds one for another user and removes one on a second toggle', () => {
    const once = toggleReaction([{ kind: 'laugh', count: 1, user_ids: [2] }], 'laugh', 1);
    expect(once).toEqual([{ kind: 'laugh', count: 2, user_ids: [2, 1] }]);
    expect(toggleReaction(once, 'laugh', 1)).toEqual([{ kind: 'laugh', count: 1, user_ids: [2] }]);
  });
  it('drops an entry whose count reaches 0', () => {
    expect(toggleReaction([{ kind: 'heart', count: 1, user_ids: [1] }], 'heart', 1)).toEqual([]);
  });
});
