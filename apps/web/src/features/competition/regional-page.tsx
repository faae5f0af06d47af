import { normalizeRegionalYear } from '@team7790/shared/competition/keys';
import { useSearchParams } from 'react-router';
import { useAppNow } from '../../lib/app-clock.ts';
import { RegionalView } from './regional/regional-view.tsx';

/** /regional?year={year}: anything but 4 digits (or nothing) means the current year. */
export default function RegionalPage() {
  const [params] = useSearchParams();
  const year = normalizeRegionalYear(params.get('year'), useAppNow());
  return <RegionalView key={year} year={year} />;
}
