import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function BecomeASponsorPage() {
  return <ComingSoon title="Become a Sponsor" description="Support the team: tell us about yourself and we will be in touch." />;
}
