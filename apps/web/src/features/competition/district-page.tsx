import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function DistrictPage() {
  return <ComingSoon title="District" description="District rankings and events." />;
}
