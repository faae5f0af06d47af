import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function SponsorsPage() {
  return <ComingSoon title="Sponsors" description="The companies and people who make our season possible." />;
}
