import { stationLabel, type Station } from '@team7790/shared/scouting/match-scouting';
import { clsx } from 'clsx';

export const isRed = (station: Station) => station.startsWith('red');

/** The alliance colour as a fill with white text (at least 4.5:1 in both themes). */
export const allianceFill = (station: Station) => (isRed(station) ? 'bg-red-700 text-white' : 'bg-blue-700 text-white');

/** A station, coloured by alliance and named in words ("Red 2"), so the colour is never the only cue. */
export function StationBadge({ station, className }: { station: Station; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-md px-2 py-0.5 text-sm font-bold', allianceFill(station), className)}>
      {stationLabel(station)}
    </span>
  );
}
