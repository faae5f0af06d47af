import { normalizeDistrictKey } from '@team7790/shared/competition/keys';
import { useSearchParams } from 'react-router';
import { DistrictView } from './district/district-view.tsx';

/** /district?district={key}: no value means 2025fim; a value without a 4-digit year gets 2025 prepended. */
export default function DistrictPage() {
  const [params] = useSearchParams();
  const districtKey = normalizeDistrictKey(params.get('district'));
  return <DistrictView key={districtKey} districtKey={districtKey} />;
}
