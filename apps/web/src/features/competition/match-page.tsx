import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function MatchPage() {
  return <ComingSoon title="Match" description="Alliances, score breakdown and video of a match." />;
}
