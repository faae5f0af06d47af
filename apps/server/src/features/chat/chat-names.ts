import { dmPartner } from '@team7790/shared/chat/chat-keys';
import { DELETED_USER_NAME } from '@team7790/shared/chat/contracts';
import type { MembersRepo } from './members-repo.ts';

/**
 * What `userId` calls each chat of these rows: a channel's or group's name as found, a direct chat the
 * partner's username ('deleted user' once the account is gone).
 */
export async function chatNamesFor(
  members: MembersRepo,
  userId: number,
  rows: { chat_key: string; chat_name: string | null }[],
): Promise<Map<string, string>> {
  const partnerIds = [...new Set(rows.map((r) => dmPartner(r.chat_key, userId)).filter((id): id is number => id !== null))];
  const partnerName = await members.usernames(partnerIds);
  const names = new Map<string, string>();
  for (const row of rows) {
    const partner = dmPartner(row.chat_key, userId);
    names.set(row.chat_key, row.chat_name ?? (partner !== null ? (partnerName.get(partner) ?? DELETED_USER_NAME) : row.chat_key));
  }
  return names;
}
