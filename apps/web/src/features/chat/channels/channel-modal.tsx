import { useQuery } from '@tanstack/react-query';
import { channelIdFromName, channelIdProblem } from '@team7790/shared/chat/chat-keys';
import type { Channel } from '@team7790/shared/chat/contracts';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { channelMembersQuery, chatUsersQuery, type ChannelDraft } from '../api/chat-api.ts';
import { MemberPicker } from '../conversation/member-picker.tsx';

/** Create or edit a channel; private channels get a member picker, with the creator preselected. */
export function ChannelModal({
  editing,
  me,
  busy,
  error,
  onClose,
  onEdit,
  onSave,
}: {
  editing: Channel | null;
  me: { id: number; username: string };
  busy: boolean;
  /** Why the last save was refused, shown in the dialog; cleared by the page when the name changes. */
  error?: string | null;
  onEdit?(): void;
  onClose(): void;
  onSave(draft: ChannelDraft): void;
}) {
  const [name, setName] = useState(editing?.name ?? '');
  const [isPrivate, setPrivate] = useState(editing?.is_private === 1);
  const [members, setMembers] = useState<number[] | null>(editing ? null : [me.id]);
  const users = useQuery(chatUsersQuery());
  const current = useQuery({ ...channelMembersQuery(editing?.id ?? ''), enabled: editing !== null && editing.is_private === 1 });
  const chosen = members ?? (current.data ? current.data.map((m) => m.user_id) : [me.id]);
  const trimmed = name.trim();
  const problem = trimmed ? (editing ? null : channelIdProblem(channelIdFromName(trimmed))) : null;
  const everyone = [{ id: me.id, username: `${me.username} (you)` }, ...(users.data ?? [])];

  return (
    <Dialog title={editing ? 'Edit Channel' : 'Create Channel'} size="sm" onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!trimmed || problem) return;
          onSave({ name: trimmed, is_private: isPrivate, members: isPrivate ? chosen : [] });
        }}
      >
        <div>
          <label htmlFor="channel-name" className="mb-1 block text-sm font-medium text-fg">
            Channel name
          </label>
          <input
            id="channel-name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              onEdit?.();
            }}
            required
            maxLength={50}
            data-autofocus
            className="h-10 w-full rounded-lg border border-line bg-canvas px-3 text-sm text-fg focus:border-accent-strong focus:outline-none"
          />
          {!editing && trimmed && !problem && <p className="mt-1 text-xs text-fg-muted">Channel id: {channelIdFromName(trimmed)}</p>}
          {problem && <p className="mt-1 text-xs font-medium text-danger">{problem}</p>}
        </div>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={isPrivate}
            onChange={(e) => setPrivate(e.target.checked)}
            className="size-4 accent-[var(--c-accent-strong)]"
          />
          Private channel
        </label>
        {isPrivate && <MemberPicker users={everyone} loading={users.isPending} chosen={chosen} onChange={setMembers} />}
        {error && <Banner tone="error">{error}</Banner>}
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !trimmed || Boolean(problem) || (isPrivate && chosen.length === 0)}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : 'Create Channel'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
