import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function PublicUsersPage() {
  return <ComingSoon title="Public Users" description="Manage public accounts." backTo={null} />;
}
