import { useSearchParams } from 'react-router';
import { SearchView } from './search/search-view.tsx';

/** /search?q={text}: teams and events matching the text. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return <SearchView key={q} q={q} />;
}
