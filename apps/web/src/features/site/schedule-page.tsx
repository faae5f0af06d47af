import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function SchedulePage() {
  return <ComingSoon title="Schedule" description="Our 2025 competition season, event by event." />;
}
