import { UserAdminScreen } from './components/user-admin-screen.tsx';

export default function UsersPage() {
  return <UserAdminScreen kind="member" />;
}
