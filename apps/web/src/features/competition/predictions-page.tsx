import { normalizeEventKey, normalizeRegionalYear } from '@team7790/shared/competition/keys';
import { useSearchParams } from 'react-router';
import { useAppNow } from '../../lib/app-clock.ts';
import { EventAccuracyView } from './predictions/event-accuracy-view.tsx';
import { SeasonAccuracyView } from './predictions/season-accuracy-view.tsx';

/**
 * /predictions?event={key}: one event's prediction accuracy (a key without a 4-digit year gets 2025 prepended);
 * otherwise /predictions?year={year}, the season's (anything but 4 digits, or nothing, means the current year).
 */
export default function PredictionsPage() {
  const [params] = useSearchParams();
  const now = useAppNow();
  const event = params.get('event');
  if (event?.trim()) {
    const eventKey = normalizeEventKey(event);
    return <EventAccuracyView key={eventKey} eventKey={eventKey} />;
  }
  const currentYear = now.getFullYear();
  const year = normalizeRegionalYear(params.get('year'), now);
  return <SeasonAccuracyView key={year} year={year} currentYear={currentYear} />;
}
