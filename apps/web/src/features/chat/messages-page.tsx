import type { GroupChat } from '@team7790/shared/messages/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ConversationPane } from './conversation/conversation-pane.tsx';
import { ChatSplitView } from './conversation/chat-split-view.tsx';
import { ConversationHeader } from './conversation/conversation-header.tsx';
import { useRevealMessage } from './conversation/use-reveal-message.ts';
import type { ConversationFailure } from './conversation/use-conversation.ts';
import { useChatLive } from './live/chat-live-context.ts';
import { WithChatLive } from './live/with-chat-live.tsx';
import { MembersOnly } from './members-only.tsx';
import { ChatList } from './messages/chat-list.tsx';
import { GroupModal } from './messages/group-modal.tsx';
import { useChatList } from './messages/use-chat-list.ts';

/** Direct and group messages (/messages). */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  const { user } = useAuth();
  if (!user) return null;
  if (user.user_type === 'public')
    return <MembersOnly text="Direct messages are available to team members. Public accounts cannot access the dashboard." />;
  return (
    <WithChatLive>
      <MessagesScreen />
    </WithChatLive>
  );
}

function conversationErrorText(kind: ConversationFailure, error: unknown): string | null {
  if (kind === 'fetch') {
    // A 404 is an empty conversation (spec 3 section 8).
    if (error instanceof ApiError && error.status === 404) return null;
    return error instanceof ApiError && error.status > 0 ? `Failed to fetch messages: ${error.message}` : 'Error loading messages.';
  }
  if (kind === 'send')
    return error instanceof ApiError && error.status === 400 ? `Error sending message. ${error.message}` : 'Error sending message.';
  if (kind === 'delete') return 'Error deleting message.';
  return 'Error editing message.';
}

function MessagesScreen() {
  const live = useChatLive();
  const [banner, setBanner] = useState<string | null>(null);
  const report = useCallback((text: string) => setBanner(text), []);
  const list = useChatList(live.me.id, report);
  const [params, setParams] = useSearchParams();
  const open = params.get('chat');
  const lastOpen = useRef<string | null>(open);
  // A notification's link names the message too (?message=): bring it into view once it is shown.
  useRevealMessage();
  const [modal, setModal] = useState<{ editing: GroupChat | null } | null>(null);
  const [deleting, setDeleting] = useState<GroupChat | null>(null);

  useEffect(() => {
    if (list.failed) setBanner('Error loading chats.');
  }, [list.failed]);
  useEffect(() => {
    if (open) lastOpen.current = open;
  }, [open]);

  const select = (key: string | null) => setParams(key ? { chat: key } : {}, { replace: false });
  const entry = list.entries.find((e) => e.key === open) ?? null;
  const group = entry?.group;
  const canManage = group !== undefined && (group.created_by === live.me.id || live.me.isAdmin);
  const onConversationError = useCallback((kind: ConversationFailure, error: unknown) => {
    const text = conversationErrorText(kind, error);
    if (text) setBanner(text);
  }, []);

  const removeGroup = (g: GroupChat) => {
    setDeleting(null);
    list.remove.mutate(g.id, { onSuccess: () => open === String(g.id) && select(null) });
  };

  return (
    <ChatSplitView
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      listOpen={!open}
      listLabel="Chat list"
      listWidth="lg:w-72"
      list={
        <ChatList
          entries={list.entries}
          selected={open}
          unread={live.notifications?.unreadCounts ?? {}}
          loading={list.loading}
          onSelect={select}
          onCreateGroup={() => setModal({ editing: null })}
          onBackgroundClick={() => !open && lastOpen.current && select(lastOpen.current)}
        />
      }
      pane={
        open && entry ? (
          <ConversationPane
            key={open}
            chatKey={open}
            chatName={entry.name}
            deleteConfirmText="Delete this message?"
            onError={onConversationError}
            onSent={list.refresh}
            header={
              <ConversationHeader title={entry.name} backLabel="Back to chats" onBack={() => select(null)} chatKey={open}>
                {canManage && group && (
                  <>
                    <button
                      type="button"
                      onClick={() => setModal({ editing: group })}
                      aria-label="Edit group"
                      className="rounded-md p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg"
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      onClick={() => setDeleting(group)}
                      aria-label="Delete group"
                      className="rounded-md p-1.5 text-fg-muted hover:bg-surface-muted hover:text-danger"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </>
                )}
              </ConversationHeader>
            }
          />
        ) : (
          <div className="flex flex-1 items-center justify-center px-6 text-center text-sm text-fg-muted">
            {open && list.loading ? 'Loading…' : 'Select a chat to start messaging.'}
          </div>
        )
      }
    >
      {deleting && (
        <ConfirmDialog
          title="Delete group"
          question={`Are you sure you want to delete the group "${deleting.name}"? All messages will be permanently deleted.`}
          actions={[{ label: 'Delete', onClick: () => removeGroup(deleting) }]}
          onClose={() => setDeleting(null)}
        />
      )}
      {modal && (
        <GroupModal
          editing={modal.editing}
          me={live.me}
          busy={list.save.isPending}
          onClose={() => setModal(null)}
          onSave={(draft) =>
            list.save.mutate(
              { draft, editId: modal.editing?.id },
              {
                onSuccess: (g) => {
                  setModal(null);
                  select(String(g.id));
                },
              },
            )
          }
        />
      )}
    </ChatSplitView>
  );
}
