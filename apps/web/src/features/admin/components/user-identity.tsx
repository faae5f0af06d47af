import type { AdminUser } from '@team7790/shared/admin/contracts';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** Avatar, name and ID, with 'You' on one's own row. */
export function UserIdentity({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar username={user.username} color={user.avatar_color} className="size-10 text-sm" />
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold break-all text-fg">
          {user.username}
          {isSelf && (
            <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap text-fg-muted">You</span>
          )}
        </p>
        <p className="text-sm text-fg-muted tabular-nums">ID {user.id}</p>
      </div>
    </div>
  );
}

export function RolePill({ isAdmin }: { isAdmin: boolean }) {
  return (
    <span
      className={
        isAdmin
          ? 'inline-flex rounded-full border border-accent/40 bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-text'
          : 'inline-flex rounded-full border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-fg-muted'
      }
    >
      {isAdmin ? 'Admin' : 'User'}
    </span>
  );
}
