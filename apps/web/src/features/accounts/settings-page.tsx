import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useLogout } from '../../lib/auth/use-logout.ts';

export default function SettingsPage() {
  const { logout, loggingOut } = useLogout();
  return (
    <ComingSoon title="Settings" description="Your favourite teams and their notification preferences." backTo={null}>
      <Button variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Log out
      </Button>
    </ComingSoon>
  );
}
