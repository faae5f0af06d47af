import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduledMatch } from '../../src/features/calendar/match-schedule.ts';
import { engines, useTestWorld, type TestApp } from '../databases.ts';
import { caller, signInTeam } from './team.ts';

const NOW = new Date('2025-03-01T17:00:00.000Z');
const RANGE = { start: '2025-03-01', end: '2025-11-30' };

/** Every occurrence in an ICS text between two instants, expanded by ical.js (not by our code). */
function expandWithIcalJs(text: string, from: Date, to: Date): { summary: string; start: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id')).map((v) => new ICAL.Event(v));
  for (const v of vevents.filter((v) => v.hasProperty('recurrence-id'))) {
    const exception = new ICAL.Event(v);
    masters.find((m) => m.uid === exception.uid)!.relateException(exception);
  }
  const out: { summary: string; start: string }[] = [];
  const keep = (summary: string, start: Date) => {
    if (start >= from && start <= to) out.push({ summary, start: start.toISOString() });
  };
  for (const event of masters) {
    if (event.startDate.isDate) {
      // All-day events are dates, not instants.
      const date = event.startDate.toString();
      if (date >= from.toISOString().slice(0, 10) && date <= to.toISOString().slice(0, 10)) {
        out.push({ summary: event.summary, start: `date ${date}` });
      }
      continue;
    }
    if (!event.isRecurring()) {
      keep(event.summary, event.startDate.toJSDate());
      continue;
    }
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const details = event.getOccurrenceDetails(next);
      if (details.startDate.toJSDate() > to && next.toJSDate() > to) break;
      keep(details.item.summary, details.startDate.toJSDate());
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));
}

const matches: ScheduledMatch[] = [
  {
    key: '2025miket_qm32',
    title: 'Qualification 32',
    eventName: 'FIM District Kettering Event #1',
    startsAt: new Date('2025-03-08T15:42:00Z'),
    alliance: 'Red 2',
  },
];

/** The team and its calendar: a weekly meeting with one occurrence moved and one deleted, and four other events. */
async function teamCalendar(t: TestApp) {
  const team = await signInTeam(t);
  const as = caller(t);
  const post = async (body: object) => {
    const res = await as(team.alice)('POST', '/api/calendar', body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json();
  };
  const weekly = await post({
    title: 'Build meeting',
    event_date: '2025-03-04',
    event_time: '18:00',
    event_end_time: '20:00',
    is_recurring: true,
    recurrence: { type: 'weekly', daysOfWeek: [2, 4], endType: 'end_date', endDate: '2025-11-06' },
  });
  await as(team.alice)('PUT', `/api/calendar/${weekly.id}_2025-03-11`, {
    title: 'Build meeting (moved)',
    event_date: '2025-03-12',
    event_time: '19:00',
    event_end_time: '21:00',
  });
  await as(team.admin)('DELETE', `/api/calendar/${weekly.id}_2025-03-13`, { delete_series: false });
  await post({
    title: 'Board review',
    event_date: '2025-01-31',
    event_time: '12:00',
    is_recurring: true,
    recurrence: { type: 'monthly', dayOfMonth: 31, endType: 'after_occurrences', occurrences: 8 },
  });
  await post({
    title: 'Last-Friday social',
    event_date: '2025-03-01',
    event_time: '17:30',
    is_recurring: true,
    recurrence: { type: 'monthly', weekOfMonth: -1, dayOfWeek: 5, interval: 2 },
  });
  // The 30th and the 29th: on February's last day, which RFC 5545 readers and ical.js must read alike.
  const monthEnd = await post({
    title: 'Month-end inventory',
    event_date: '2025-01-30',
    event_time: '16:00',
    is_recurring: true,
    recurrence: { type: 'monthly', dayOfMonth: 30, exceptions: ['2025-06-30'] },
  });
  await as(team.alice)('PUT', `/api/calendar/${monthEnd.id}_2025-02-28`, {
    title: 'Month-end inventory (late)',
    event_date: '2025-02-28',
    event_time: '18:00',
  });
  await post({
    title: 'Sponsor letters',
    event_date: '2024-12-29',
    event_time: '10:00',
    is_recurring: true,
    recurrence: { type: 'monthly', dayOfMonth: 29, interval: 2, endType: 'after_occurrences', occurrences: 6 },
  });
  await post({ title: 'Kickoff party', event_date: '2025-03-15', description: 'All day; families welcome' });
  await post({ title: 'Yearly banquet', event_date: '2025-05-20', event_time: '18:30', is_recurring: true, recurrence: { type: 'yearly' } });
  return team;
}

// Every test starts from the team's calendar with no subscriptions, and makes the subscriptions it needs.
describe.each(engines)('calendar subscription feed on %s', (engine) => {
  let matchesFail = false;
  const t = useTestWorld(
    engine,
    {
      now: () => NOW,
      settings: { REGISTER_MAX_PER_ADDRESS: '50' },
      teamMatchSchedule: {
        upcomingMatches: async () => {
          if (matchesFail) throw new Error('competition service down');
          return matches;
        },
      },
    },
    teamCalendar,
  );
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const as = caller(t);
  beforeAll(() => {
    team = t.given;
  });
  beforeEach(() => {
    matchesFail = false;
  });

  const feedPath = (url: string) => new URL(url).pathname;

  it('gives each member a private link that a real iCalendar parser reads as the calendar expands', async () => {
    const sub = (await as(team.bob)('POST', '/api/calendar/subscription', { include_matches: false })).json();
    expect(sub).toMatchObject({ active: true, include_matches: false, matches_available: true });
    expect(sub.webcal_url).toBe(sub.url.replace(/^http:/, 'webcal:'));
    const res = await t.app.inject({ method: 'GET', url: feedPath(sub.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).not.toContain('Qualification 32');

    const fromApi = (await as(team.bob)('GET', `/api/calendar?start=${RANGE.start}&end=${RANGE.end}`)).json() as {
      title: string;
      starts_at: string;
      all_day: boolean;
      event_date: string;
    }[];
    const apiOccurrences = fromApi
      .map((e) => ({ summary: e.title, start: e.all_day ? `date ${e.event_date}` : e.starts_at }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));
    const fromFeed = expandWithIcalJs(res.body, new Date('2025-03-01T05:00:00Z'), new Date('2025-12-01T05:00:00Z'));
    expect(fromFeed).toContainEqual({ summary: 'Kickoff party', start: 'date 2025-03-15' });
    expect(apiOccurrences.length).toBeGreaterThan(60);
    expect(fromFeed).toEqual(apiOccurrences);
    // Hand-checked points: the moved occurrence, the deleted one, a month end and DST.
    expect(fromFeed).toContainEqual({ summary: 'Build meeting (moved)', start: '2025-03-12T23:00:00.000Z' });
    expect(fromFeed.filter((e) => e.start.startsWith('2025-03-13'))).toEqual([]);
    expect(fromFeed).toContainEqual({ summary: 'Board review', start: '2025-04-30T16:00:00.000Z' });
    expect(
      fromFeed
        .filter((e) => e.summary.startsWith('Month-end inventory'))
        .map((e) => e.start.slice(0, 10))
        .slice(0, 6),
    ).toEqual(['2025-03-30', '2025-04-30', '2025-05-30', '2025-07-30', '2025-08-30', '2025-09-30']);
    expect(fromFeed.filter((e) => e.summary === 'Sponsor letters').map((e) => e.start.slice(0, 10))).toEqual([
      '2025-04-29',
      '2025-06-29',
      '2025-08-29',
      '2025-10-29',
    ]);
    expect(fromFeed).toContainEqual({ summary: 'Build meeting', start: '2025-11-04T23:00:00.000Z' });
    expect(fromFeed.some((e) => e.start.startsWith('2025-11-11'))).toBe(false);
    // The all-day event is a DATE in the feed.
    expect(res.body).toMatch(/DTSTART;VALUE=DATE:20250315/);
  });

  it("ends a timed series with a UTC UNTIL at the end of its last day in the team's zone, an all-day one with a date", async () => {
    // Late in the evening in Michigan is the next day in UTC: the last Thursday, 6 November at 22:30, is 03:30Z on the 7th.
    const late = await as(team.alice)('POST', '/api/calendar', {
      title: 'Late shift',
      event_date: '2025-10-02',
      event_time: '22:30',
      is_recurring: true,
      recurrence: { type: 'weekly', daysOfWeek: [4], endType: 'end_date', endDate: '2025-11-06' },
    });
    expect(late.statusCode).toBe(201);
    const allDay = await as(team.alice)('POST', '/api/calendar', {
      title: 'Fundraiser week',
      event_date: '2025-10-02',
      is_recurring: true,
      recurrence: { type: 'weekly', daysOfWeek: [4], endType: 'end_date', endDate: '2025-11-06' },
    });
    expect(allDay.statusCode).toBe(201);
    const sub = (await as(team.bob)('POST', '/api/calendar/subscription', { include_matches: false })).json();
    const feed = await t.app.inject({ method: 'GET', url: feedPath(sub.url) });
    expect(feed.statusCode).toBe(200);

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const eventOf = (summary: string) =>
      new ICAL.Event(calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('summary') === summary)!);
    // RFC 5545 3.3.10: with a DTSTART in a time zone, UNTIL is a UTC date-time (its "Z" form), here 23:59:59 EST.
    const timed = eventOf('Late shift').component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(timed.until!.isDate).toBe(false);
    expect(timed.until!.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(timed.until!.toJSDate().toISOString()).toBe('2025-11-07T04:59:59.000Z');
    expect(feed.body).toMatch(/^RRULE:[^\r\n]*UNTIL=20251107T045959Z/m);
    // With a DTSTART that is a date, UNTIL is a date.
    const dated = eventOf('Fundraiser week');
    const datedRule = dated.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(datedRule.until!.isDate).toBe(true);
    expect(datedRule.until!.toString()).toBe('2025-11-06');

    // Read as ical.js expands them: the late last Thursday is in, and nothing after either series' last day.
    const expanded = expandWithIcalJs(feed.body, new Date('2025-10-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    const lateShifts = expanded.filter((e) => e.summary === 'Late shift').map((e) => e.start);
    expect(lateShifts).toHaveLength(6);
    expect(lateShifts.at(-1)).toBe('2025-11-07T03:30:00.000Z');
    const days: string[] = [];
    const dates = dated.iterator();
    for (let next = dates.next(); next && days.length < 20; next = dates.next()) days.push(next.toString());
    expect(days).toEqual(['2025-10-02', '2025-10-09', '2025-10-16', '2025-10-23', '2025-10-30', '2025-11-06']);
  });

  it('adds the team matches at their predicted times when chosen, and survives their source failing', async () => {
    expect((await as(team.bob)('POST', '/api/calendar/subscription', { include_matches: false })).statusCode).toBe(200);
    const sub = (await as(team.bob)('PATCH', '/api/calendar/subscription', { include_matches: true })).json();
    expect(sub.include_matches).toBe(true);
    const withMatches = await t.app.inject({ method: 'GET', url: feedPath(sub.url) });
    const found = expandWithIcalJs(withMatches.body, new Date('2025-03-08T00:00:00Z'), new Date('2025-03-09T00:00:00Z'));
    expect(found).toEqual([{ summary: '7790 Qualification 32 (FIM District Kettering Event #1)', start: '2025-03-08T15:42:00.000Z' }]);

    matchesFail = true;
    const degraded = await t.app.inject({ method: 'GET', url: feedPath(sub.url) });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.body).toContain('Build meeting');
    expect(degraded.body).not.toContain('Qualification 32');
    matchesFail = false;
  });

  it('stops the old link when a new one is made, and every link when revoked', async () => {
    const first = (await as(team.alice)('POST', '/api/calendar/subscription', {})).json();
    const second = (await as(team.alice)('POST', '/api/calendar/subscription', {})).json();
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: feedPath(first.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.url) })).statusCode).toBe(200);
    expect((await as(team.alice)('GET', '/api/calendar/subscription')).json().url).toBe(second.url);
    expect((await as(team.alice)('DELETE', '/api/calendar/subscription')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second.url) })).statusCode).toBe(404);
    expect((await as(team.alice)('GET', '/api/calendar/subscription')).json()).toMatchObject({ active: false, url: null });
    expect((await as(team.alice)('PATCH', '/api/calendar/subscription', { include_matches: true })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/not-a-real-token-at-all-xx.ics' })).statusCode).toBe(404);
  });
});
