import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function PrivacyPolicyPage() {
  return <ComingSoon title="Privacy Policy" description="How we collect, use and protect your information." />;
}
