import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function UsersPage() {
  return <ComingSoon title="User Management" description="Create, edit and remove member accounts and administrators." backTo={null} />;
}
