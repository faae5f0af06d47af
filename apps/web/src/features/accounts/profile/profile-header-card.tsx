import type { Profile } from '@team7790/shared/accounts/contracts';
import { clsx } from 'clsx';
import { ShieldCheck, User } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { AvatarColorPicker } from './avatar-color-picker.tsx';
import { formatDate } from './profile-messages.ts';

export const roleLabel = (profile: Pick<Profile, 'is_admin'>) => (profile.is_admin ? 'Administrator' : 'Team Member');

export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const Icon = isAdmin ? ShieldCheck : User;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        isAdmin ? 'border-accent/40 bg-accent-soft text-accent-text' : 'border-info-line bg-info-soft text-info',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {roleLabel({ is_admin: isAdmin })}
    </span>
  );
}

/** Avatar (with its colour picker), username, role badge and 'Member since'. */
export function ProfileHeaderCard({ profile }: { profile: Profile }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-center sm:gap-6 sm:text-left">
      <AvatarColorPicker username={profile.username} color={profile.avatar_color} />
      <div className="min-w-0">
        <h1 id="page-title" className="text-2xl font-bold tracking-tight break-all text-fg sm:text-3xl">
          {profile.username}
        </h1>
        <div className="mt-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 sm:justify-start">
          <RoleBadge isAdmin={profile.is_admin} />
          <span className="text-sm text-fg-muted">Member since {formatDate(profile.created_at)}</span>
        </div>
      </div>
    </Card>
  );
}
