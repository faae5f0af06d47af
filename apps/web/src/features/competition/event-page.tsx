import { normalizeEventKey } from '@team7790/shared/competition/keys';
import { useSearchParams } from 'react-router';
import { EventView } from './event/event-view.tsx';

/** /event?event={key}: a key without a 4-digit year gets 2025 prepended; no key means 2025milac. */
export default function EventPage() {
  const [params] = useSearchParams();
  const eventKey = normalizeEventKey(params.get('event'));
  return <EventView key={eventKey} eventKey={eventKey} />;
}
