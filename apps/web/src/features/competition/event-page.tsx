import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function EventPage() {
  return <ComingSoon title="Event" description="Rankings, matches, alliances and awards of an event." />;
}
