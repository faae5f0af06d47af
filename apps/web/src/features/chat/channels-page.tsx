import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function ChannelsPage() {
  return <ComingSoon title="Channels" description="Team chat channels." backTo={null} />;
}
