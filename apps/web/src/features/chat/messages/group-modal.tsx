import { useQuery } from '@tanstack/react-query';
import type { GroupChat } from '@team7790/shared/messages/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { chatUsersQuery } from '../api/chat-api.ts';
import { MemberPicker } from '../conversation/member-picker.tsx';

/** 'Create New Group Chat' / 'Edit Group Chat': a name and at least one member, the creator preselected. */
export function GroupModal({
  editing,
  me,
  busy,
  onClose,
  onSave,
}: {
  editing: GroupChat | null;
  me: { id: number; username: string };
  busy: boolean;
  onClose(): void;
  onSave(draft: { name: string; members: number[] }): void;
}) {
  const [name, setName] = useState(editing?.name ?? '');
  const [members, setMembers] = useState<number[]>(editing ? editing.members.map((m) => m.user_id) : [me.id]);
  const users = useQuery(chatUsersQuery());
  const everyone = [{ id: me.id, username: `${me.username} (you)` }, ...(users.data ?? [])];
  const valid = name.trim().length > 0 && members.length > 0;
  return (
    <Dialog title={editing ? 'Edit Group Chat' : 'Create New Group Chat'} size="sm" onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSave({ name: name.trim(), members });
        }}
      >
        <div>
          <label htmlFor="group-name" className="mb-1 block text-sm font-medium text-fg">
            Group Name
          </label>
          <input
            id="group-name"
            value={name}
            data-autofocus
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            className="h-10 w-full rounded-lg border border-line bg-canvas px-3 text-sm text-fg focus:border-accent-strong focus:outline-none"
          />
        </div>
        <MemberPicker users={everyone} loading={users.isPending} chosen={members} onChange={setMembers} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !valid}>
            {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Group'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
