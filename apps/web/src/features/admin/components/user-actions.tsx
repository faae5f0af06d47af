import type { AdminUser } from '@team7790/shared/admin/contracts';
import { SELF_DELETE_MESSAGE } from '@team7790/shared/admin/contracts';
import { Pencil, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { Button } from '../../../components/ui/button.tsx';

export interface UserActionHandlers {
  onEdit: (user: AdminUser) => void;
  onToggleAdmin: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export interface UserActionsProps extends UserActionHandlers {
  user: AdminUser;
  isSelf: boolean;
  /** Make/Remove Admin is offered (members, and the phone list of public accounts). */
  showRoleToggle: boolean;
  /** A change of this user is on its way. */
  busy: boolean;
  /** The phone card: one row across the card, the role button taking the room that is left. */
  compact?: boolean;
}

const ADMIN_NOT_FOR_PUBLIC = 'Public accounts cannot be administrators.';

/** Edit, Make/Remove Admin, Delete; the last two are disabled on one's own row (spec 3 section 5). */
export function UserActions({ user, isSelf, showRoleToggle, busy, compact, onEdit, onToggleAdmin, onDelete }: UserActionsProps) {
  const name = user.username;
  // A public account can only lose a flag it should never have had.
  const toggleBlocked = isSelf || (user.user_type === 'public' && !user.is_admin);
  const toggleReason = isSelf ? 'You cannot change your own administrator status.' : toggleBlocked ? ADMIN_NOT_FOR_PUBLIC : undefined;
  return (
    <div className={clsx('flex flex-wrap items-center gap-1.5', compact && '[&>button]:px-2.5')}>
      <Button variant="secondary" size="sm" onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-3.5" />
        Edit
      </Button>
      {showRoleToggle && (
        <Button
          variant="secondary"
          size="sm"
          disabled={toggleBlocked || busy}
          title={toggleReason}
          onClick={() => onToggleAdmin(user)}
          aria-label={`${user.is_admin ? 'Remove Admin' : 'Make Admin'}: ${name}`}
          className={compact ? 'flex-1 max-[400px]:[&>svg]:hidden' : undefined}
        >
          {user.is_admin ? <ShieldOff aria-hidden="true" className="size-3.5" /> : <ShieldCheck aria-hidden="true" className="size-3.5" />}
          {user.is_admin ? 'Remove Admin' : 'Make Admin'}
        </Button>
      )}
      <Button
        variant="danger"
        size="sm"
        disabled={isSelf || busy}
        title={isSelf ? SELF_DELETE_MESSAGE : undefined}
        onClick={() => onDelete(user)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        Delete
      </Button>
    </div>
  );
}
