import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function RegionalPage() {
  return <ComingSoon title="Regional Pool" description="Regional advancement rankings for the season." />;
}
