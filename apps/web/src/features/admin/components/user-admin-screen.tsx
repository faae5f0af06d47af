import { SELF_DELETE_MESSAGE, type AdminUser } from '@team7790/shared/admin/contracts';
import { useQuery } from '@tanstack/react-query';
import { Globe, Plus, ShieldCheck, UserRound, Users, X } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { adminUsersQuery, useUpdateUser } from '../api/admin-users-api.ts';
import { adminErrorText } from '../user-form-rules.ts';
import { AddUserDialog } from './add-user-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { StatCards, type Stat } from './stat-cards.tsx';
import { UsersList } from './users-list.tsx';

type Open = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser };

const SCREENS = {
  member: {
    title: 'User Management',
    intro: 'Team members and administrators: who can use chat, calendar and tasks, and who runs the site.',
    add: 'Add User',
    empty: 'No team members yet.',
  },
  public: {
    title: 'Public Users',
    intro: 'Accounts made by fans and other teams: favorite teams and alerts, no members’ area.',
    add: 'Add Public User',
    empty: 'No public accounts yet.',
  },
} as const;

function statsFor(kind: 'member' | 'public', users: readonly AdminUser[]): Stat[] {
  if (kind === 'public') return [{ label: 'Total Public Users', value: users.length, Icon: Globe }];
  const admins = users.filter((u) => u.is_admin).length;
  return [
    { label: 'Total Users', value: users.length, Icon: Users },
    { label: 'Administrators', value: admins, Icon: ShieldCheck },
    { label: 'Members', value: users.length - admins, Icon: UserRound },
  ];
}

/** /admin/users and /admin/public-users: stat cards, the list, and the add, edit and delete dialogs. */
export function UserAdminScreen({ kind }: { kind: 'member' | 'public' }) {
  const screen = SCREENS[kind];
  useDocumentTitle(screen.title);
  const { user: me } = useAuth();
  const users = useQuery(adminUsersQuery(kind));
  const toggleAdmin = useUpdateUser();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [pageError, setPageError] = useState<string | null>(null);
  const close = () => setOpen({ kind: 'none' });
  const myId = me?.id ?? 0;

  const onToggleAdmin = (user: AdminUser) => {
    setPageError(null);
    toggleAdmin.mutate({ id: user.id, body: { is_admin: !user.is_admin } }, { onError: (err) => setPageError(adminErrorText('update', err)) });
  };
  const onDelete = (user: AdminUser) => {
    if (user.id === myId) return setPageError(SELF_DELETE_MESSAGE);
    setOpen({ kind: 'delete', user });
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {screen.title}
          </h1>
          <p className="text-sm text-fg-muted">{screen.intro}</p>
        </div>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {screen.add}
        </Button>
      </header>

      {pageError && (
        <div className="relative">
          <Banner tone="error" className="pr-10">
            {pageError}
          </Banner>
          <button
            type="button"
            onClick={() => setPageError(null)}
            aria-label="Dismiss message"
            className="absolute top-2 right-2 rounded-md p-1 text-danger hover:bg-danger-soft"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {users.isPending && <PageSpinner label="Loading accounts" />}
      {users.isError && <Banner tone="error">The accounts could not be loaded. Check your connection and try again.</Banner>}
      {users.data && (
        <>
          <StatCards stats={statsFor(kind, users.data)} />
          {users.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-4 py-12 text-center text-fg-muted">{screen.empty}</p>
          ) : (
            <UsersList
              users={users.data}
              currentUserId={myId}
              kind={kind}
              label={kind === 'member' ? 'Team members' : 'Public accounts'}
              busyId={toggleAdmin.isPending ? (toggleAdmin.variables?.id ?? null) : null}
              onEdit={(user) => setOpen({ kind: 'edit', user })}
              onToggleAdmin={onToggleAdmin}
              onDelete={onDelete}
            />
          )}
        </>
      )}

      {open.kind === 'add' && <AddUserDialog kind={kind} onClose={close} />}
      {open.kind === 'edit' && <EditUserDialog user={open.user} isSelf={open.user.id === myId} onClose={close} />}
      {open.kind === 'delete' && <DeleteUserDialog user={open.user} onClose={close} />}
    </section>
  );
}
