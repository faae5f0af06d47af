import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <ComingSoon
      title="Search"
      description={query ? `Teams and events matching “${query}” will be listed here.` : 'Find teams and events by number, name or code.'}
    />
  );
}
