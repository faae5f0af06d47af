import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function ScoutingPage() {
  return <ComingSoon title="Scouting" description="EPA, OPR and a pick list for alliance selection at any event." />;
}
