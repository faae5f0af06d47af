import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function TeamPage() {
  return <ComingSoon title="Team" description="A team's events, matches and results for the season." />;
}
