import { UserAdminScreen } from './components/user-admin-screen.tsx';

export default function PublicUsersPage() {
  return <UserAdminScreen kind="public" />;
}
