import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function ProfilePage() {
  return <ComingSoon title="Profile" description="Your account, password, avatar and favourite teams." backTo={null} />;
}
