import { chatKindOf } from '@team7790/shared/chat/chat-keys';
import type { ChatMessage } from '@team7790/shared/chat/contracts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NO_ACCOUNT_AVATAR_COLOR } from '../../../lib/avatar.ts';
import { useChatLive } from '../live/chat-live-context.ts';
import { MessageInfo } from './message-info.tsx';
import { MessageItem } from './message-item.tsx';
import { MessageList } from './message-list.tsx';
import { Composer } from './composer.tsx';
import { sendPauseSeconds, sendPauseText, useSendPause } from './send-pause.ts';
import { ThreadModal } from './thread-modal.tsx';
import { useConversation, type ConversationFailure } from './use-conversation.ts';
import { useKnownUsernames } from './use-known-users.ts';
import { useMentionMembers } from './use-mention-members.ts';

/**
 * A person's colour is the avatar colour they chose, which every message carries (sender_avatar_color); a
 * message whose sender's account is gone is neutral grey, nobody's colour.
 */
export const senderAvatarColor = (message: Pick<ChatMessage, 'sender_avatar_color'>) => message.sender_avatar_color ?? NO_ACCOUNT_AVATAR_COLOR;

/** What an administrator's `@everyone` does in this chat, as the @ list says it. */
const everyoneDescription = (chatKey: string) => `Notify everyone in this ${{ channel: 'channel', group: 'group', dm: 'chat' }[chatKindOf(chatKey)]}`;

export interface ConversationPaneProps {
  chatKey: string;
  chatName: string;
  header: ReactNode;
  /** The delete question of the screen: spec 3 words it differently on Channels and Messages. */
  deleteConfirmText: string;
  onError(kind: ConversationFailure, error: unknown): void;
  /** Called after a successful send (the Messages list moves the chat to the top). */
  onSent?(): void;
}

/** A chat on screen: messages with their actions, the reply draft, the composer, and the info and thread dialogs. */
export function ConversationPane({ chatKey, chatName, header, deleteConfirmText, onError, onSent }: ConversationPaneProps) {
  const { me, notifications } = useChatLive();
  // What was unread when the chat opened (opening marks it read): the list opens there, under a "New messages" line.
  const [unreadAtOpen] = useState(() => notifications?.unreadCounts[chatKey] ?? 0);
  // Posting too fast is told in the composer, beside the text it keeps, not in the page's banner.
  const reportError = useCallback(
    (kind: ConversationFailure, error: unknown) => {
      if ((kind === 'send' || kind === 'edit') && sendPauseSeconds(error) !== null) return;
      onError(kind, error);
    },
    [onError],
  );
  const conversation = useConversation(chatKey, reportError);
  const sendPause = useSendPause();
  const known = useKnownUsernames(me.username);
  const mentionMembers = useMentionMembers(chatKey, me.id, conversation.messages);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [info, setInfo] = useState<ChatMessage | null>(null);
  const [threadOf, setThreadOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const closeThread = useCallback(() => setThreadOf(null), []);
  const closeInfo = useCallback(() => setInfo(null), []);
  const editingDraft = useMemo(() => (editing ? { content: editing.content } : null), [editing]);
  const replyDraft = useMemo(() => (replyTo ? { sender: replyTo.sender_username, content: replyTo.content } : null), [replyTo]);

  const submit = async (text: string): Promise<boolean> => {
    try {
      if (editing) {
        await conversation.edit.mutateAsync({ id: editing.id, content: text });
        setEditing(null);
      } else {
        await conversation.send.mutateAsync({ content: text, replyToId: replyTo?.id ?? null });
        setReplyTo(null);
        onSent?.();
      }
      return true;
    } catch (error) {
      const pause = sendPauseSeconds(error);
      if (pause !== null) sendPause.pause(pause);
      return false;
    }
  };

  /** Shift-click skips the question. */
  const remove = (message: ChatMessage, skipConfirm: boolean) => {
    if (skipConfirm) conversation.remove.mutate(message);
    else setDeleting(message);
  };

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={chatName}>
      {header}
      {conversation.loading ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      ) : (
        <MessageList
          messages={conversation.messages}
          myId={me.id}
          unreadAtOpen={unreadAtOpen}
          hasOlder={conversation.hasOlder}
          loadingOlder={conversation.loadingOlder}
          loadOlder={conversation.loadOlder}
          empty={conversation.failed ? 'Messages could not be loaded.' : 'No messages yet. Say hi!'}
          renderItem={(m, startsGroup) => (
            <MessageItem
              key={m.id}
              message={m}
              startsGroup={startsGroup}
              mine={m.sender_id === me.id}
              myId={me.id}
              myUsername={me.username}
              canDelete={m.sender_id === me.id || me.isAdmin}
              knownUsernames={known}
              avatarColor={senderAvatarColor(m)}
              onReply={() => {
                setEditing(null);
                setReplyTo(m);
              }}
              onReact={(kind) => conversation.react(m, kind)}
              onInfo={() => setInfo(m)}
              onDelete={(skip) => remove(m, skip)}
              onEdit={() => {
                setReplyTo(null);
                setEditing(m);
              }}
              onOpenThread={() => setThreadOf(m.id)}
            />
          )}
        />
      )}
      <Composer
        chatName={chatName}
        busy={conversation.send.isPending || conversation.edit.isPending}
        replyTo={replyDraft}
        onCancelReply={() => setReplyTo(null)}
        editing={editingDraft}
        onCancelEdit={() => setEditing(null)}
        onSubmit={submit}
        paused={sendPause.secondsLeft > 0}
        notice={sendPause.secondsLeft > 0 ? sendPauseText(sendPause.secondsLeft) : null}
        mentionMembers={mentionMembers}
        everyoneDescription={me.isAdmin ? everyoneDescription(chatKey) : null}
      />
      {info && (
        <Dialog title="Message info" size="sm" onClose={closeInfo}>
          <MessageInfo message={conversation.messages.find((m) => m.id === info.id) ?? info} chatName={chatName} />
        </Dialog>
      )}
      {threadOf !== null && <ThreadModal messageId={threadOf} onClose={closeThread} known={known} me={me.username} myId={me.id} />}
      {deleting && (
        <ConfirmDialog
          title="Delete message"
          question={deleteConfirmText}
          actions={[
            {
              label: 'Delete',
              onClick: () => {
                setDeleting(null);
                conversation.remove.mutate(deleting);
              },
            },
          ]}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
