/**
 * Match times as the pages show them: always in the event's own time zone (the same match reads the
 * same on the home page, the schedule and the team page, wherever the viewer is), with the zone's
 * short name where a viewer could be elsewhere.
 *
 * Each text the server works out while drawing a page is sent with it, and the browser's first render reuses it
 * (text/drawn-texts.ts): a drawn page then makes no `Intl` object of its own until a time changes.
 */
import { drawnText } from '../text/drawn-texts.ts';

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = timeZone ?? '';
  let format = cache.get(id);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? undefined });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    cache.set(id, format);
  }
  return format;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A match time as h:mm AM/PM in the event's own time zone, or 'TBD' without one. */
export function formatMatchTime(seconds: number | null | undefined, timeZone: string | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds)) return 'TBD';
  return drawnText(`time|${seconds}|${timeZone ?? ''}`, () =>
    cachedFormat(timeFormats, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true })
      .format(new Date(seconds * 1000))
      .replace(/\u202f/g, ' '),
  );
}

const weekdays = new Map<string, Intl.DateTimeFormat>();
/** 'Saturday, Mar 1' for a match time in the event's zone (schedule day headings). */
export function formatMatchDay(seconds: number, timeZone: string | null | undefined): string {
  return drawnText(`day|${seconds}|${timeZone ?? ''}`, () =>
    cachedFormat(weekdays, timeZone, { weekday: 'long', month: 'short', day: 'numeric' }).format(new Date(seconds * 1000)),
  );
}

const shortDays = new Map<string, Intl.DateTimeFormat>();
/** 'Sat, Mar 1' in the event's zone. */
export function formatMatchShortDay(seconds: number, timeZone: string | null | undefined): string {
  return drawnText(`shortDay|${seconds}|${timeZone ?? ''}`, () =>
    cachedFormat(shortDays, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(seconds * 1000)),
  );
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();
const knownZones = new Map<string, boolean>();
function isKnownZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}
const longZoneNames = new Map<string, Intl.DateTimeFormat>();
/**
 * The zone's name at that moment: its short name where English has one ('EST', 'EDT', 'GMT'), else its long name
 * ('Israel Standard Time', 'Türkiye Standard Time', 'China Standard Time') rather than an offset ('GMT+2') nobody
 * recognises the place by; '' when the event has no zone.
 */
export function formatZoneName(seconds: number | null | undefined, timeZone: string | null | undefined): string {
  if (!timeZone || !seconds || !Number.isFinite(seconds)) return '';
  return drawnText(`zone|${seconds}|${timeZone}`, () => {
    // A zone the engine does not know falls back to the viewer's: no name rather than the wrong one.
    if (!isKnownZone(timeZone)) return '';
    const at = new Date(seconds * 1000);
    const named = (formats: Map<string, Intl.DateTimeFormat>, style: 'short' | 'long') =>
      cachedFormat(formats, timeZone, { timeZoneName: style })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    const short = named(zoneNames, 'short');
    return /^GMT[+-−]/.test(short) ? named(longZoneNames, 'long') : short;
  });
}

/** 'Sat, Mar 1, 3:43 PM EST': a match's day and time in the event's zone, named. */
export function formatMatchMoment(seconds: number, timeZone: string | null | undefined): string {
  const zone = formatZoneName(seconds, timeZone);
  return `${formatMatchShortDay(seconds, timeZone)}, ${formatMatchTime(seconds, timeZone)}${zone ? ` ${zone}` : ''}`;
}

const weekdayTimes = new Map<string, Intl.DateTimeFormat>();
/** 'Sat 3:43 PM': a match's weekday and time in the event's zone (an event's days are told apart by weekday). */
export function formatMatchWeekdayTime(seconds: number | null | undefined, timeZone: string | null | undefined): string {
  if (!seconds || !Number.isFinite(seconds)) return 'TBD';
  const weekday = drawnText(`weekday|${seconds}|${timeZone ?? ''}`, () =>
    cachedFormat(weekdayTimes, timeZone, { weekday: 'short' }).format(new Date(seconds * 1000)),
  );
  return `${weekday} ${formatMatchTime(seconds, timeZone)}`;
}
