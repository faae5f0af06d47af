import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLogout } from '../../../lib/auth/use-logout.ts';

/** 'Account Actions': Logout signs out and goes to / (spec 3 section 2). */
/** `label`: 'Logout' on the profile, 'Log out' on settings, as the spec words each. */
export function AccountActionsCard({ label = 'Log out' }: { label?: string }) {
  const { logout, loggingOut } = useLogout();
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-fg">
            Account Actions
          </h2>
          <p className="mt-1 text-sm text-fg-muted">Sign out of this device.</p>
        </div>
        <Button variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {loggingOut ? 'Logging out...' : label}
        </Button>
      </section>
    </Card>
  );
}
