import type { AuthUser } from '../../plugins/auth.ts';

/** A chat as the alert engine sees it. */
export interface AlertChatInfo {
  key: string;
  kind: 'channel' | 'dm' | 'group';
  name: string;
  /** Who may read it; null for a public channel (every member account). */
  audience: number[] | null;
}

/** One message of a chat alert bundle. */
export interface BundleMessage {
  id: number;
  content: string;
  /** Null when the sender's account is gone. */
  senderName: string | null;
  mentionsMe: boolean;
  /** Whether the reader has muted the chat. */
  muted: boolean;
}

/**
 * What the alert engine needs from chat. Notifications defines it and never imports chat: the chat feature
 * implements it and `app.ts` passes it in.
 */
export interface ChatForAlerts {
  /** The chat and its audience, or null when it does not exist. */
  describe(key: string): Promise<AlertChatInfo | null>;
  /** Posts a message as `author`, under the same rules as the author's own post (but not the posting rate). */
  post(author: AuthUser, key: string, content: string): Promise<void>;
  /** Messages from `firstMessageId` on that others sent and `userId` has not read yet, oldest first (at most 200). */
  unreadFrom(userId: number, key: string, firstMessageId: number): Promise<BundleMessage[]>;
}
