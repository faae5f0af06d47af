import type { AdminUser } from '@team7790/shared/admin/contracts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useDeleteUser } from '../api/admin-users-api.ts';
import { adminErrorText } from '../user-form-rules.ts';

export const DELETE_USER_CONFIRM = 'Are you sure you want to delete this user?';

export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <Dialog
      title="Delete user"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(user.id, { onSuccess: onClose })}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        {remove.error && <Banner tone="error">{adminErrorText('delete', remove.error)}</Banner>}
        <p className="font-medium text-fg">{DELETE_USER_CONFIRM}</p>
        <p className="font-semibold break-all text-fg">{user.username}</p>
        <p className="text-fg-muted">
          They are signed out everywhere. Their messages stay, shown as from a deleted user, and their tasks become unassigned.
        </p>
      </div>
    </Dialog>
  );
}
