import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ChatLiveProvider, ChatUnread } from '../features/chat/live/chat-live-provider.tsx';
import { useBackgroundOutbox } from '../features/scouting/offline/use-background-outbox.ts';
import { useAuth } from '../lib/auth/auth-context.ts';
import { homePathFor } from '../lib/auth/auth-user.ts';
import { decideAccess } from '../lib/auth/route-access.ts';
import { AccessDenied } from './access-denied.tsx';
import { MemberLayout } from './layouts/member-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

const FullPageSpinner = () => (
  <div className="flex min-h-dvh">
    <PageSpinner label="Checking your sign-in" />
  </div>
);

/** Member routes: visitors go to /login, public accounts to /settings, members get the members' layout. */
export function MemberArea() {
  const auth = useAuth();
  const outcome = decideAccess('member', auth);
  // Scouting reports saved offline earlier go out as soon as the app starts, whichever member page opens.
  useBackgroundOutbox(outcome.kind === 'allow' ? (auth.user?.id ?? null) : null);
  if (outcome.kind === 'loading') return <FullPageSpinner />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'denied' || !auth.user) return <Navigate to="/" replace />;
  // One live chat connection per tab feeds the unread dots on Channels and Messages.
  return (
    <ChatLiveProvider user={auth.user}>
      <ChatUnread>{(unread) => <MemberLayout user={auth.user!} unread={unread} />}</ChatUnread>
    </ChatLiveProvider>
  );
}

/**
 * Administrator routes: visitors go to /login; a non-administrator sees Access Denied (in the
 * members' layout, or the public one for public accounts, who have no members' area).
 */
export function AdminArea() {
  const auth = useAuth();
  const outcome = decideAccess('admin', auth);
  if (outcome.kind === 'loading') return <FullPageSpinner />;
  if (outcome.kind === 'redirect' || !auth.user) return <Navigate to={outcome.kind === 'redirect' ? outcome.to : '/login'} replace />;
  if (outcome.kind === 'denied') {
    const denied = <AccessDenied homePath={homePathFor(auth.user)} />;
    return auth.user.user_type === 'public' ? <PublicLayout>{denied}</PublicLayout> : <MemberLayout user={auth.user}>{denied}</MemberLayout>;
  }
  return (
    <MemberLayout user={auth.user}>
      <Outlet />
    </MemberLayout>
  );
}
