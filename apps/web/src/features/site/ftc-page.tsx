import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function FtcPage() {
  return <ComingSoon title="FTC" description="FTC Team 15814: the game INTO THE DEEP and our robot COBALT." />;
}
