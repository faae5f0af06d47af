import { GENERAL_CHANNEL_ID } from '@team7790/shared/chat/chat-keys';
import type { Channel } from '@team7790/shared/chat/contracts';
import { clsx } from 'clsx';
import { AtSign, Search } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChannelList } from './channels/channel-list.tsx';
import { ChannelModal } from './channels/channel-modal.tsx';
import { failureText } from './channels/error-text.ts';
import { saveErrorText, useChannels } from './channels/use-channels.ts';
import { ConversationPane } from './conversation/conversation-pane.tsx';
import { ChatSplitView, useSideBySide } from './conversation/chat-split-view.tsx';
import { ConversationHeader } from './conversation/conversation-header.tsx';
import { SearchDialog, type SearchTab } from './conversation/search-dialog.tsx';
import { useRevealMessage } from './conversation/use-reveal-message.ts';
import type { ConversationFailure } from './conversation/use-conversation.ts';
import { useChatLive } from './live/chat-live-context.ts';
import { WithChatLive } from './live/with-chat-live.tsx';
import { MembersOnly } from './members-only.tsx';

const CONVERSATION_FAILURES: Record<ConversationFailure, [string, string]> = {
  fetch: ['fetch messages', 'fetching messages'],
  send: ['send message', 'sending message'],
  delete: ['delete message', 'deleting message'],
  edit: ['edit message', 'editing message'],
};

/** The chat channels screen (/dashboard and /channels). */
export default function ChannelsPage() {
  useDocumentTitle('Channels');
  const { user } = useAuth();
  if (!user) return null;
  if (user.user_type === 'public') return <MembersOnly text="Chat is available to team members. Public accounts cannot access the dashboard." />;
  return (
    <WithChatLive>
      <ChannelsScreen />
    </WithChatLive>
  );
}

function ChannelsScreen() {
  const live = useChatLive();
  const [banner, setBanner] = useState<string | null>(null);
  const report = useCallback((text: string) => setBanner(text), []);
  const { channels, save, remove, reorder } = useChannels(report);
  // The open channel is ?channel= (a choice in the list, a notification's link). Without one, a desktop shows #general
  // beside the list, and a phone the list alone, with its unread badges.
  const [params, setParams] = useSearchParams();
  const selected = params.get('channel');
  const sideBySide = useSideBySide();
  useRevealMessage();
  const [modal, setModal] = useState<{ editing: Channel | null } | null>(null);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [searching, setSearching] = useState<SearchTab | null>(null);
  const unreadMentions = Object.values(live.notifications?.mentionCounts ?? {}).reduce((sum, n) => sum + n, 0);

  const current = selected || sideBySide ? (channels.find((c) => c.id === selected) ?? channels.find((c) => c.id === GENERAL_CHANNEL_ID)) : undefined;
  const onConversationError = useCallback((kind: ConversationFailure, error: unknown) => {
    const [action, doing] = CONVERSATION_FAILURES[kind];
    setBanner(failureText(action, doing, error, kind !== 'fetch'));
  }, []);

  const select = (id: string | null) => setParams(id ? { channel: id } : {});

  // The list offers no Delete on general; should one come anyway, the screen says why instead of asking.
  const confirmDelete = (channel: Channel) =>
    channel.id === GENERAL_CHANNEL_ID ? setBanner('Cannot delete the general channel') : setDeleting(channel);
  const deleteChannel = (channel: Channel) => {
    setDeleting(null);
    remove.mutate(channel.id, {
      onSuccess: () => {
        if (channel.id === current?.id) select(null);
      },
    });
  };

  return (
    <ChatSplitView
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      listOpen={!selected}
      listLabel="Channel list"
      untitledHeading={current ? null : 'Channels'}
      listWidth="lg:w-64"
      list={
        <ChannelList
          channels={channels}
          selected={current?.id ?? ''}
          isAdmin={live.me.isAdmin}
          unread={live.notifications?.unreadCounts ?? {}}
          mentions={live.notifications?.mentionCounts ?? {}}
          onSelect={select}
          onCreate={() => setModal({ editing: null })}
          onEdit={(c) => setModal({ editing: c })}
          onDelete={confirmDelete}
          onReorder={(ordered) => reorder.mutate(ordered)}
          searchSlot={
            <div className="flex gap-2 px-3 pb-2">
              <button
                type="button"
                onClick={() => setSearching('search')}
                aria-label="Search messages"
                className="flex h-9 min-w-0 flex-1 items-center gap-2 rounded-lg border border-line bg-canvas px-3 text-sm text-fg-muted hover:text-fg"
              >
                <Search className="size-4 shrink-0" aria-hidden="true" /> <span className="truncate">Search</span>
              </button>
              <button
                type="button"
                onClick={() => setSearching('mentions')}
                aria-label={unreadMentions > 0 ? `Mentions, ${unreadMentions} unread` : 'Mentions'}
                className="flex h-9 shrink-0 items-center gap-2 rounded-lg border border-line bg-canvas px-3 text-sm text-fg-muted hover:text-fg"
              >
                {/* As wide as its words and count: Search gives way, so the count is never cut by the column's edge. */}
                <AtSign className="size-4 shrink-0" aria-hidden="true" /> Mentions
                {unreadMentions > 0 && (
                  <span data-testid="mentions-count" className="shrink-0 rounded-full bg-accent-strong px-1.5 text-xs font-semibold text-on-accent">
                    {unreadMentions > 99 ? '99+' : unreadMentions}
                  </span>
                )}
              </button>
            </div>
          }
        />
      }
      pane={
        current && (
          <ConversationPane
            key={current.id}
            chatKey={current.id}
            chatName={`# ${current.name}`}
            deleteConfirmText="Are you sure you want to delete this message?"
            onError={onConversationError}
            header={
              <ConversationHeader title={`# ${current.name}`} backLabel="Back to channels" onBack={() => select(null)} chatKey={current.id}>
                <span
                  className={clsx('size-2 rounded-full', live.status === 'live' ? 'bg-success' : 'bg-fg-muted')}
                  title={live.status === 'live' ? 'Live' : 'Reconnecting'}
                  aria-hidden="true"
                />
              </ConversationHeader>
            }
          />
        )
      }
    >
      {modal && (
        <ChannelModal
          editing={modal.editing}
          me={live.me}
          busy={save.isPending}
          error={save.error ? saveErrorText(save.error, modal.editing !== null) : null}
          onEdit={() => save.error && save.reset()}
          onClose={() => {
            save.reset();
            setModal(null);
          }}
          onSave={(draft) =>
            save.mutate(
              { draft, editId: modal.editing?.id },
              {
                onSuccess: (channel) => {
                  setModal(null);
                  select(channel.id);
                },
              },
            )
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete channel"
          question={`Delete the channel "# ${deleting.name}"? All of its messages will be permanently deleted.`}
          actions={[{ label: 'Delete', onClick: () => deleteChannel(deleting) }]}
          onClose={() => setDeleting(null)}
        />
      )}
      {searching && <SearchDialog initialTab={searching} onClose={() => setSearching(null)} />}
    </ChatSplitView>
  );
}
