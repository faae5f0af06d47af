import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function RobotsPage() {
  return <ComingSoon title="Robots" description="Our current robot RIPTIDE and the robots that came before it." />;
}
