import type { Profile } from '@team7790/shared/accounts/contracts';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { NameField } from './name-field.tsx';
import { roleLabel } from './profile-header-card.tsx';
import { formatDate } from './profile-messages.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** User ID, Name (inline edit), Role, Account Created. */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-fg">
          Profile Details
        </h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label="User ID">
            <span className="tabular-nums">{profile.id}</span>
          </Row>
          <Row label="Name">
            <NameField username={profile.username} />
          </Row>
          <Row label="Role">{roleLabel(profile)}</Row>
          <Row label="Account Created">{formatDate(profile.created_at)}</Row>
        </dl>
      </section>
    </Card>
  );
}
