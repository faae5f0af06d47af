import { DATABASE_ID_MAX } from '../database-ids.ts';
import { nameTextProblem } from '../text/visible-text.ts';

/** The channel every member has; it can be neither edited nor deleted. */
export const GENERAL_CHANNEL_ID = 'general';

/** Shown when the channel list cannot be loaded (spec 3 section 3). */
export const FALLBACK_CHANNELS = ['general', 'random', 'development', 'announcements'] as const;

export const CHANNEL_NAME_MAX_LENGTH = 50;

/** Spec 3 section 5: the id is the name in lower case with whitespace runs replaced by hyphens. */
export function channelIdFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Why a channel id cannot be used, or null. Ids that are only digits or start with `dm_`
 * would collide with group keys and direct-chat keys, which share the same key space.
 */
export function channelIdProblem(id: string): string | null {
  if (!id) return 'Channel name is required.';
  if (/^\d+$/.test(id)) return 'A channel name cannot be only digits.';
  if (id.startsWith('dm_')) return 'A channel name cannot start with "dm_".';
  if (/[/?#%\\]/.test(id)) return 'A channel name cannot contain / ? # % or \\.';
  return nameTextProblem('Channel name', id);
}

/** A direct chat's key: dm_{lowerId}_{higherId}. */
export function dmKey(a: number, b: number): string {
  return a < b ? `dm_${a}_${b}` : `dm_${b}_${a}`;
}

/** The two user ids of a direct-chat key, or null when it is not one (ids must be ascending and distinct). */
export function parseDmKey(key: string): [number, number] | null {
  const match = /^dm_([1-9]\d{0,9})_([1-9]\d{0,9})$/.exec(key);
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low < high && high <= DATABASE_ID_MAX ? [low, high] : null;
}

/** A group key's id, or null when the key is not a group id that can exist. */
export function parseGroupKey(key: string): number | null {
  // Plain decimal only: `007` is not another key for group 7.
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  const id = Number(key);
  return id >= 1 && id <= DATABASE_ID_MAX ? id : null;
}

export type ChatKind = 'channel' | 'dm' | 'group';

/** What a chat key names: `dm_…` a direct chat, digits a group, anything else a channel. */
export function chatKindOf(key: string): ChatKind {
  if (key.startsWith('dm_')) return 'dm';
  if (/^\d+$/.test(key)) return 'group';
  return 'channel';
}

/** The other participant of a direct chat, seen from `me`. */
export function dmPartner(key: string, me: number): number | null {
  const ids = parseDmKey(key);
  if (!ids || !ids.includes(me)) return null;
  return ids[0] === me ? ids[1] : ids[0];
}
