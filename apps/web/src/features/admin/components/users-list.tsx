import type { AdminUser } from '@team7790/shared/admin/contracts';
import { UserActions, type UserActionHandlers } from './user-actions.tsx';
import { RolePill, UserIdentity } from './user-identity.tsx';

export interface UsersListProps extends UserActionHandlers {
  users: readonly AdminUser[];
  currentUserId: number;
  /** The members' page shows a Role column and Make/Remove Admin everywhere. */
  kind: 'member' | 'public';
  busyId: number | null;
  label: string;
}

/** A table on wider screens, a card list on phones (spec 3 section 2). */
export function UsersList({ users, currentUserId, kind, busyId, label, ...handlers }: UsersListProps) {
  const members = kind === 'member';
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line bg-surface shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-line bg-surface-muted text-xs font-semibold tracking-wide text-fg-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                User
              </th>
              {members && (
                <th scope="col" className="px-5 py-3">
                  Role
                </th>
              )}
              <th scope="col" className="px-5 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((user) => (
              <tr key={user.id}>
                <td className="px-5 py-3">
                  <UserIdentity user={user} isSelf={user.id === currentUserId} />
                </td>
                {members && (
                  <td className="px-5 py-3">
                    <RolePill isAdmin={user.is_admin} />
                  </td>
                )}
                <td className="px-5 py-3">
                  <div className="flex justify-end">
                    <UserActions user={user} isSelf={user.id === currentUserId} showRoleToggle={members} busy={busyId === user.id} {...handlers} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={label} className="flex flex-col gap-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <UserIdentity user={user} isSelf={user.id === currentUserId} />
              <RolePill isAdmin={user.is_admin} />
            </div>
            <UserActions user={user} isSelf={user.id === currentUserId} showRoleToggle busy={busyId === user.id} compact {...handlers} />
          </li>
        ))}
      </ul>
    </>
  );
}
