import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function MessagesPage() {
  return <ComingSoon title="Messages" description="Direct and group conversations with teammates." backTo={null} />;
}
