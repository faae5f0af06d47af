import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FavouriteTeamsSection } from './favourite-teams/favourite-teams-section.tsx';
import { AccountActionsCard } from './profile/account-actions-card.tsx';
import { PushControl } from '../../components/push-control.tsx';

/** Spec 1: the page of public accounts (open to any signed-in account): favourite teams and Log out. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <header>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          Settings
        </h1>
        <p className="mt-2 text-base text-fg-muted">
          {user.username ? (
            <>
              Signed in as <span className="font-semibold text-fg">{user.username}</span>.{' '}
            </>
          ) : null}
          Follow teams to see them highlighted and choose their alerts.
        </p>
      </header>
      <FavouriteTeamsSection userId={user.id} />
      <PushControl />
      <AccountActionsCard />
    </section>
  );
}
