import { useQuery } from '@tanstack/react-query';
import { dmKey, dmPartner } from '@team7790/shared/chat/chat-keys';
import type { GroupChat } from '@team7790/shared/messages/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { chatUsersQuery } from './api/chat-api.ts';
import { ChatSplitView } from './conversation/chat-split-view.tsx';
import { ConversationHeader } from './conversation/conversation-header.tsx';
import { ConversationPane } from './conversation/conversation-pane.tsx';
import type { ConversationFailure } from './conversation/use-conversation.ts';
import { useRevealMessage } from './conversation/use-reveal-message.ts';
import { useChatLive } from './live/chat-live-context.ts';
import { WithChatLive } from './live/with-chat-live.tsx';
import { MembersOnly } from './members-only.tsx';
import { ConversationList } from './messages/conversation-list.tsx';
import { GroupModal } from './messages/group-modal.tsx';
import { NewMessageDialog } from './messages/new-message-dialog.tsx';
import { useConversations } from './messages/use-conversations.ts';

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
  const list = useConversations(report);
  const [params, setParams] = useSearchParams();
  const open = params.get('chat');
  const lastOpen = useRef<string | null>(open);
  // A notification's link names the message too (?message=): bring it into view once it is shown.
  useRevealMessage();
  const [modal, setModal] = useState<{ editing: GroupChat | null } | null>(null);
  const [deleting, setDeleting] = useState<GroupChat | null>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (list.failed) setBanner('Error loading chats.');
  }, [list.failed]);
  useEffect(() => {
    if (open) lastOpen.current = open;
  }, [open]);

  const select = (key: string | null) => setParams(key ? { chat: key } : {}, { replace: false });
  const entry = list.entries.find((e) => e.key === open) ?? null;
  // A direct chat with no messages yet (just chosen under New message, or linked) is not in the list: name it from the members.
  const partnerId = open && !entry ? dmPartner(open, live.me.id) : null;
  const members = useQuery({ ...chatUsersQuery(), enabled: partnerId !== null });
  const chatName = entry?.name ?? members.data?.find((u) => u.id === partnerId)?.username ?? null;
  const resolving = open !== null && !chatName && (list.loading || members.isLoading);
  const group = entry?.group ?? null;
  const canManage = group !== null && (group.created_by === live.me.id || live.me.isAdmin);
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
      // A phone shows the list unless a chat is open (or being looked up): a link to a chat one cannot open lands on the list.
      listOpen={!chatName && !resolving}
      listLabel="Chat list"
      untitledHeading={open && chatName ? null : 'Messages'}
      listWidth="lg:w-72"
      list={
        <ConversationList
          entries={list.entries}
          me={live.me.id}
          selected={open}
          loading={list.loading}
          onSelect={select}
          onNewMessage={() => setPicking(true)}
          onCreateGroup={() => setModal({ editing: null })}
          onBackgroundClick={() => !open && lastOpen.current && select(lastOpen.current)}
        />
      }
      pane={
        open && chatName ? (
          <ConversationPane
            key={open}
            chatKey={open}
            chatName={chatName}
            deleteConfirmText="Delete this message?"
            onError={onConversationError}
            onSent={list.refresh}
            header={
              <ConversationHeader title={chatName} backLabel="Back to chats" onBack={() => select(null)} chatKey={open}>
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
            {resolving ? 'Loading…' : 'Select a chat to start messaging.'}
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
      {picking && (
        <NewMessageDialog
          onClose={() => setPicking(false)}
          onChoose={(person) => {
            setPicking(false);
            select(dmKey(live.me.id, person.id));
          }}
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
