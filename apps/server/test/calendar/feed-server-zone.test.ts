import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ok, startServer, stopAllServers, type ServerProcess } from '../production/faults-kit.ts';

/** Saturday of the simulated Lake City event (2025milac), where team 7790 has matches still to play. */
const CLOCK_START = '2025-03-01T13:00:00-05:00';

interface ApiOccurrence {
  title: string;
  starts_at: string;
  all_day: boolean;
}
interface ApiMatch {
  key: string;
  time: number | null;
  predicted_time: number | null;
  actual_time: number | null;
}

/** Each VEVENT's UID and its start instant (every occurrence of a series, up to `to`), read by ical.js. */
function feedInstants(text: string, to: Date): { uid: string; summary: string; start: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const out: { uid: string; summary: string; start: string }[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    if (!event.isRecurring()) {
      out.push({ uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString() });
      continue;
    }
    const it = event.iterator();
    for (let next = it.next(); next && next.toJSDate() <= to; next = it.next()) {
      out.push({ uid: event.uid, summary: event.summary, start: next.toJSDate().toISOString() });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary));
}

describe('the calendar feed of a server process running in a zone far from the team (TZ=Asia/Tokyo)', () => {
  let dir = '';
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopAllServers();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gives every event and match the instant the API reports, and stamps DTSTAMP and LAST-MODIFIED in UTC', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 't7790-feed-zone-'));
    server = await startServer({
      TZ: 'Asia/Tokyo',
      DATA_DIR: path.join(dir, 'data'),
      CLOCK_START,
      ADMIN_USERNAME: 'coach',
      ADMIN_PASSWORD: 'coach-password',
      LOG_LEVEL: 'info',
    });
    const base = server.base;
    const { token } = await ok<{ token: string }>(base, 'POST', '/api/auth/login', { username: 'coach', password: 'coach-password' });
    await ok(base, 'POST', '/api/calendar', { title: 'Pit crew briefing', event_date: '2025-03-02', event_time: '07:30' }, token);
    await ok(
      base,
      'POST',
      '/api/calendar',
      {
        title: 'Month-end inventory',
        event_date: '2025-01-30',
        event_time: '16:00',
        is_recurring: true,
        recurrence: { type: 'monthly', dayOfMonth: 30, endType: 'after_occurrences', occurrences: 12 },
      },
      token,
    );
    const sub = await ok<{ url: string }>(base, 'POST', '/api/calendar/subscription', { include_matches: true }, token);
    const feed = await fetch(`${base}${new URL(sub.url).pathname}`);
    expect(feed.status).toBe(200);
    const text = await feed.text();

    // The API's instants: the calendar's occurrences, and 7790's unplayed matches at Lake City.
    const occurrences = await ok<ApiOccurrence[]>(base, 'GET', '/api/calendar?start=2025-01-01&end=2025-12-31', undefined, token);
    const updates = await ok<{ eventKey: string | null }>(base, 'GET', '/api/competition/updates');
    expect(updates.eventKey).toBe('2025milac');
    const page = await ok<{ matches: ApiMatch[] }>(base, 'GET', `/api/competition/teams/7790/events/${updates.eventKey}/matches`);
    const unplayed = page.matches.filter((m) => m.actual_time === null && (m.predicted_time ?? m.time) !== null);
    expect(unplayed.length).toBeGreaterThan(0);

    const found = feedInstants(text, new Date('2026-01-01T00:00:00Z'));
    const events = found.filter((e) => !e.uid.startsWith('match-')).map((e) => ({ summary: e.summary, start: e.start }));
    expect(events).toEqual(
      occurrences
        .filter((o) => !o.all_day)
        .map((o) => ({ summary: o.title, start: o.starts_at }))
        .sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary)),
    );
    expect(events).toContainEqual({ summary: 'Pit crew briefing', start: '2025-03-02T12:30:00.000Z' });
    expect(
      events
        .filter((e) => e.summary === 'Month-end inventory')
        .map((e) => e.start.slice(0, 10))
        .slice(0, 3),
    ).toEqual(['2025-01-30', '2025-02-28', '2025-03-30']);

    const matches = found.filter((e) => e.uid.startsWith('match-'));
    expect(matches.map((m) => ({ key: m.uid.replace(/^match-|@.*$/g, ''), start: m.start }))).toEqual(
      unplayed.map((m) => ({ key: m.key, start: new Date((m.predicted_time ?? m.time)! * 1000).toISOString() })),
    );

    // Every date-time in the feed is absolute: UTC (Z) or local with a TZID the feed defines.
    const zones = new Set([...text.matchAll(/^TZID:(.+)$/gm)].map((m) => m[1]!.trim()));
    const eventLines = [...text.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].flatMap((m) => m[1]!.split(/\r\n(?![ \t])/));
    expect(eventLines.length).toBeGreaterThan(0);
    for (const line of eventLines) {
      const m = /^(DTSTART|DTEND|DTSTAMP|LAST-MODIFIED|RECURRENCE-ID|EXDATE)([;:].*)$/.exec(line);
      if (!m || m[2]!.includes('VALUE=DATE:')) continue;
      const tzid = /;TZID=([^;:]+)/.exec(m[2]!)?.[1];
      if (m[1] === 'DTSTAMP' || m[1] === 'LAST-MODIFIED') expect(line, line).toMatch(/:\d{8}T\d{6}Z$/);
      else if (tzid) expect(zones, line).toContain(tzid);
      else expect(line, line).toMatch(/:\d{8}T\d{6}Z$/);
    }
    // DTSTAMP is the app clock's now (CLOCK_START, run on by this test's few seconds), not the machine's.
    const stamps = [...text.matchAll(/^DTSTAMP:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/gm)].map((m) => {
      const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      return Date.UTC(y, mo - 1, d, h, mi, s);
    });
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) {
      expect(stamp).toBeGreaterThanOrEqual(new Date(CLOCK_START).getTime());
      expect(stamp).toBeLessThan(new Date(CLOCK_START).getTime() + 10 * 60_000);
    }
  }, 360_000);
});
