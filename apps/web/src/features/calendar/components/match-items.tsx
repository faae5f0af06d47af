import type { CalendarMatch } from '@team7790/shared/calendar/contracts';
import { clsx } from 'clsx';
import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { clockTime, longDate, shortClockTime } from '../utils/month-grid.ts';

/** The team's matches of a day, grouped by date. */
export function matchesByDay(matches: CalendarMatch[]): Map<string, CalendarMatch[]> {
  const byDay = new Map<string, CalendarMatch[]>();
  for (const match of matches) byDay.set(match.date, [...(byDay.get(match.date) ?? []), match]);
  return byDay;
}

const matchesWord = (n: number) => (n === 1 ? '1 match' : `${n} matches`);

/**
 * A day cell's line for the team's matches: how many, from when, opening the event's schedule. Read-only: matches come
 * from the competition data, not from the calendar's events.
 */
export function MatchDayChip({ matches }: { matches: CalendarMatch[] }) {
  const first = matches[0]!;
  const drawn = `${matchesWord(matches.length)} · ${shortClockTime(first.time)}`;
  return (
    <Link
      to={`/event?event=${first.event_key}#schedule`}
      onClick={(e) => e.stopPropagation()}
      data-calendar-matches={first.date}
      // The name begins with the words drawn ('10 matches · 9 AM'), then whose they are, where and when.
      aria-label={`${drawn} (the first), team 7790 at ${first.event_name} on ${longDate(first.date)}`}
      className="flex w-full min-w-0 items-start gap-1 rounded-md border border-info-line bg-info-soft px-1.5 py-0.5 text-left text-xs leading-snug font-semibold text-info hover:ring-1 hover:ring-info"
    >
      <Bot aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="line-clamp-2 break-words">{drawn}</span>
    </Link>
  );
}

/**
 * The team's matches still to play on one day, as one row of a list (the upcoming list): how many, from when and where,
 * opening the event's schedule.
 */
export function MatchDayRow({ matches, today }: { matches: CalendarMatch[]; today: string }) {
  const first = matches[0]!;
  const when = first.date === today ? 'today' : `on ${longDate(first.date)}`;
  return (
    <Link
      to={`/event?event=${first.event_key}#schedule`}
      data-upcoming-matches={first.date}
      className="flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-muted"
    >
      <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-fg">
          Team 7790: {matchesWord(matches.length)} to play {when}
        </span>
        <span className="block text-sm text-fg-muted">
          {first.date === today ? 'From' : `${longDate(first.date)} · from`} {clockTime(first.time)} · {first.event_name}
        </span>
      </span>
    </Link>
  );
}

/** A match as a row in a list (agenda): time, name, alliance; opens the match page. */
export function MatchRow({ match }: { match: CalendarMatch }) {
  return (
    <Link
      to={`/match?match=${match.key}`}
      data-calendar-match={match.key}
      className="flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-muted"
    >
      <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-fg">
          {match.title}
          {match.alliance && (
            <span className={clsx('ml-2 text-xs font-bold uppercase', match.alliance === 'Red' ? 'text-danger' : 'text-info')}>{match.alliance}</span>
          )}
        </span>
        <span className="block text-sm text-fg-muted">
          {clockTime(match.time)} · {match.event_name}
          {match.played && ' · played'}
        </span>
      </span>
    </Link>
  );
}
