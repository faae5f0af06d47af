export const REACTION_KINDS = ['heart', 'thumbs_up', 'thumbs_down', 'laugh', 'exclamation', 'question'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const REACTION_LABELS: Record<ReactionKind, string> = {
  heart: 'Love',
  thumbs_up: 'Like',
  thumbs_down: 'Dislike',
  laugh: 'Laugh',
  exclamation: 'Emphasize',
  question: 'Question',
};

export const REACTION_EMOJI: Record<ReactionKind, string> = {
  heart: '❤️',
  thumbs_up: '👍',
  thumbs_down: '👎',
  laugh: '😂',
  exclamation: '‼️',
  question: '❓',
};

export interface ReactionSummary {
  kind: ReactionKind;
  count: number;
  user_ids: number[];
}

/**
 * Spec 3 section 4: one's own reaction adds 1 or removes 1, and a count of 0 removes the entry.
 * Used for the optimistic update; the server's answer replaces it.
 */
export function toggleReaction(list: readonly ReactionSummary[], kind: ReactionKind, userId: number): ReactionSummary[] {
  const existing = list.find((r) => r.kind === kind);
  if (!existing) return sortReactions([...list, { kind, count: 1, user_ids: [userId] }]);
  const mine = existing.user_ids.includes(userId);
  const user_ids = mine ? existing.user_ids.filter((id) => id !== userId) : [...existing.user_ids, userId];
  const next = list.map((r) => (r.kind === kind ? { kind, count: user_ids.length, user_ids } : r));
  return next.filter((r) => r.count > 0);
}

export function sortReactions(list: ReactionSummary[]): ReactionSummary[] {
  return list.sort((a, b) => REACTION_KINDS.indexOf(a.kind) - REACTION_KINDS.indexOf(b.kind));
}
