import { Banner } from '../../components/ui/banner.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FavouriteTeamsSection } from './favourite-teams/favourite-teams-section.tsx';
import { PushControl } from '../../components/push-control.tsx';
import { AccountActionsCard } from './profile/account-actions-card.tsx';
import { PasswordCard } from './profile/password-card.tsx';
import { ProfileDetailsCard } from './profile/profile-details-card.tsx';
import { ProfileHeaderCard } from './profile/profile-header-card.tsx';
import { useProfile } from './api/profile-api.ts';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner label="Loading your profile" />;
  if (!profile.data) return <Banner tone="error">Your profile could not be loaded. Check your connection and try again.</Banner>;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <ProfileHeaderCard profile={profile.data} />
      <ProfileDetailsCard profile={profile.data} />
      <PasswordCard passwordChangedAt={profile.data.password_changed_at} />
      <FavouriteTeamsSection userId={profile.data.id} />
      <PushControl />
      <AccountActionsCard label="Logout" />
    </section>
  );
}
