import { beforeAll, describe, expect, it } from 'vitest';
import { engines, useTestWorld } from '../databases.ts';
import { caller, signInTeam, type Caller } from './team.ts';

const NOW = new Date('2025-03-01T17:00:00.000Z'); // noon in Detroit

const weeklyMeeting = {
  title: 'Build meeting',
  description: 'Drive base work',
  event_date: '2025-03-04',
  event_time: '18:00',
  event_end_time: '20:00',
  location: 'Shop',
  is_recurring: true,
  recurrence: { type: 'weekly', interval: 1, daysOfWeek: [2], endType: 'never' },
};

// Every test starts from the signed-in team and an empty calendar, and makes the events it needs.
describe.each(engines)('calendar API on %s', (engine) => {
  const t = useTestWorld(engine, { now: () => NOW, settings: { REGISTER_MAX_PER_ADDRESS: '50' } }, signInTeam);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const as = caller(t);
  const count = async () => Number((await t.database.query<{ n: string }>('select count(*) as n from calendar_events'))[0]!.n);
  const march = (who: Caller) => as(who)('GET', '/api/calendar?start=2025-03-01&end=2025-03-31');

  beforeAll(() => {
    team = t.given;
  });

  describe('who may do what', () => {
    it('asks for sign-in, and keeps public accounts out of every call', async () => {
      expect((await as(null)('GET', '/api/calendar?start=2025-03-01&end=2025-03-31')).statusCode).toBe(401);
      for (const [method, url, body] of [
        ['GET', '/api/calendar?start=2025-03-01&end=2025-03-31'],
        ['GET', '/api/calendar/upcoming'],
        ['POST', '/api/calendar', { title: 'x', event_date: '2025-03-02' }],
        ['POST', '/api/calendar', { title: '' }],
        ['PUT', '/api/calendar/1', { title: 'x', event_date: '2025-03-02' }],
        ['DELETE', '/api/calendar/1', {}],
        ['GET', '/api/calendar/subscription'],
        ['POST', '/api/calendar/subscription', {}],
      ] as const) {
        const res = await as(team.fan)(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await count()).toBe(0);
    });

    it('lets any member create, and the creator or an administrator edit and delete', async () => {
      const created = await as(team.alice)('POST', '/api/calendar', { title: 'Sponsor visit', event_date: '2025-03-07', event_time: '15:30' });
      expect(created.statusCode).toBe(201);
      const event = created.json();
      expect(event).toMatchObject({ title: 'Sponsor visit', creator_username: 'alice', can_edit: true, can_delete: true });
      const edit = { title: 'Sponsor visit (moved)', event_date: '2025-03-08', event_time: '10:00' };

      expect((await as(team.bob)('PUT', `/api/calendar/${event.id}`, edit)).statusCode).toBe(403);
      expect((await as(team.alice)('PUT', `/api/calendar/${event.id}`, edit)).json()).toMatchObject({
        title: 'Sponsor visit (moved)',
        event_date: '2025-03-08',
      });
      expect((await as(team.admin)('PUT', `/api/calendar/${event.id}`, { ...edit, location: 'Lobby' })).json().location).toBe('Lobby');

      const bobsView = (await as(team.bob)('GET', `/api/calendar/${event.id}`)).json();
      expect(bobsView).toMatchObject({ can_edit: false, can_delete: false });

      // Another member may not delete it (and it stays); its creator may.
      const refused = await as(team.bob)('DELETE', `/api/calendar/${event.id}`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Only the creator or an administrator may delete this event.', code: 'forbidden' });
      expect((await as(team.bob)('GET', `/api/calendar/${event.id}`)).statusCode).toBe(200);
      expect((await as(team.alice)('DELETE', `/api/calendar/${event.id}`, {})).statusCode).toBe(200);
      expect((await as(team.alice)('GET', `/api/calendar/${event.id}`)).statusCode).toBe(404);

      // An administrator deletes anyone's.
      const bobs = (await as(team.bob)('POST', '/api/calendar', { title: 'Pit crew drill', event_date: '2025-03-09' })).json();
      expect((await as(team.admin)('GET', `/api/calendar/${bobs.id}`)).json()).toMatchObject({ can_edit: true, can_delete: true });
      expect((await as(team.alice)('GET', `/api/calendar/${bobs.id}`)).json()).toMatchObject({ can_edit: false, can_delete: false });
      expect((await as(team.admin)('DELETE', `/api/calendar/${bobs.id}`, {})).statusCode).toBe(200);
      expect((await as(team.bob)('GET', `/api/calendar/${bobs.id}`)).statusCode).toBe(404);
    });
  });

  describe('validation', () => {
    const base = { title: 'Check', event_date: '2025-03-10' };
    const rec = (r: object) => ({ ...base, is_recurring: true, recurrence: { type: 'monthly', ...r } });
    it.each([
      [{ event_date: '2025-03-10' }, 'title'],
      [{ ...base, title: '   ' }, 'title'],
      [{ title: 'x' }, 'event_date'],
      [{ ...base, event_date: '2025-02-30' }, 'event_date'],
      [{ ...base, event_time: '25:00' }, 'event_time'],
      [{ ...base, event_time: '18:00', event_end_time: '17:00' }, 'event_end_time'],
      [{ ...base, event_end_time: '17:00' }, 'event_time'],
      [{ ...base, is_recurring: true }, 'recurrence'],
      [rec({ interval: 0 }), 'recurrence.interval'],
      [rec({ interval: 100 }), 'recurrence.interval'],
      [rec({ endType: 'after_occurrences', occurrences: 0 }), 'recurrence.occurrences'],
      [rec({ endType: 'after_occurrences', occurrences: 1000 }), 'recurrence.occurrences'],
      [rec({ dayOfMonth: 0 }), 'recurrence.dayOfMonth'],
      [rec({ dayOfMonth: 32 }), 'recurrence.dayOfMonth'],
      [rec({ weekOfMonth: 5, dayOfWeek: 1 }), 'recurrence.weekOfMonth'],
      [rec({ endType: 'end_date', endDate: '2025-03-09' }), 'recurrence.endDate'],
      [rec({ endType: 'end_date' }), 'recurrence.endDate'],
      [rec({ type: 'hourly' }), 'recurrence.type'],
    ])('answers 400 naming the field for %j and stores nothing', async (body, field) => {
      const res = await as(team.alice)('POST', '/api/calendar', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field ?? res.json().error.split(':')[0]).toBe(field);
      expect(await count()).toBe(0);
    });

    it('accepts the edges of every range', async () => {
      const res = await as(team.alice)(
        'POST',
        '/api/calendar',
        rec({ interval: 99, dayOfMonth: 31, endType: 'after_occurrences', occurrences: 999 }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().recurrence).toMatchObject({ interval: 99, dayOfMonth: 31, occurrences: 999 });
      const one = await as(team.alice)('POST', '/api/calendar', rec({ interval: 1, dayOfMonth: 1, endType: 'end_date', endDate: '2025-03-10' }));
      expect(one.statusCode).toBe(201);
      await as(team.admin)('DELETE', `/api/calendar/${res.json().id}`, { delete_series: true });
      await as(team.admin)('DELETE', `/api/calendar/${one.json().id}`, { delete_series: true });
      expect(await count()).toBe(0);
    });

    it('checks the requested range', async () => {
      const backwards = await as(team.alice)('GET', '/api/calendar?start=2025-03-31&end=2025-03-01');
      expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'end']);
      const tooLong = await as(team.alice)('GET', '/api/calendar?start=2025-01-01&end=2026-12-31');
      expect(tooLong.statusCode).toBe(400);
      expect((await as(team.alice)('GET', '/api/calendar?start=2025-03-01')).statusCode).toBe(400);
      expect((await as(team.alice)('GET', '/api/calendar/abc')).statusCode).toBe(400);
    });
  });

  describe('a weekly meeting', () => {
    /** alice's weekly meeting, Tuesdays at 6 pm from 4 March; answers the series id. */
    const meeting = async (): Promise<string> => {
      const res = await as(team.alice)('POST', '/api/calendar', weeklyMeeting);
      expect(res.statusCode).toBe(201);
      return res.json().id;
    };
    /** The meeting with the 11 March occurrence moved to 12 March at 7 pm. */
    const meetingMoved = async (): Promise<string> => {
      const seriesId = await meeting();
      const moved = await as(team.alice)('PUT', `/api/calendar/${seriesId}_2025-03-11`, {
        ...weeklyMeeting,
        title: 'Build meeting (moved)',
        event_date: '2025-03-12',
        event_time: '19:00',
        event_end_time: '21:00',
      });
      expect(moved.statusCode).toBe(200);
      return seriesId;
    };
    /** The moved meeting with the 18 March occurrence deleted. */
    const meetingMovedAndSkipped = async (): Promise<string> => {
      const seriesId = await meetingMoved();
      const skipped = await as(team.admin)('DELETE', `/api/calendar/${seriesId}_2025-03-18`, { delete_series: false, exception_date: '2025-03-18' });
      expect(skipped.statusCode).toBe(200);
      return seriesId;
    };

    it('expands on read for the requested range, at 6 pm local across the DST change', async () => {
      const seriesId = await meeting();
      const events = (await march(team.bob)).json();
      expect(events.map((e: { id: string }) => e.id)).toEqual(
        ['2025-03-04', '2025-03-11', '2025-03-18', '2025-03-25'].map((d) => `${seriesId}_${d}`),
      );
      expect(events.map((e: { starts_at: string }) => e.starts_at)).toEqual([
        '2025-03-04T23:00:00.000Z',
        '2025-03-11T22:00:00.000Z',
        '2025-03-18T22:00:00.000Z',
        '2025-03-25T22:00:00.000Z',
      ]);
      expect(events[0]).toMatchObject({
        parent_event_id: Number(seriesId),
        is_recurring: true,
        is_recurring_instance: true,
        event_time: '18:00',
        recurrence_type: 'weekly',
        recurrence_days_of_week: [2],
        recurrence_end_type: 'never',
        time_zone: 'America/Detroit',
      });
      const [row] = await t.database.query<{ rrule: string }>('select rrule from calendar_events where id = $1', [Number(seriesId)]);
      expect(row!.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;WKST=SU;BYDAY=TU');
    });

    it('moves one occurrence without touching the others', async () => {
      const seriesId = await meeting();
      const res = await as(team.alice)('PUT', `/api/calendar/${seriesId}_2025-03-11`, {
        ...weeklyMeeting,
        title: 'Build meeting (moved)',
        event_date: '2025-03-12',
        event_time: '19:00',
        event_end_time: '21:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: `${seriesId}_2025-03-11`, event_date: '2025-03-12', is_modified: true, original_date: '2025-03-11' });
      const events = (await march(team.bob)).json();
      expect(events.map((e: { event_date: string; event_time: string }) => `${e.event_date} ${e.event_time}`)).toEqual([
        '2025-03-04 18:00',
        '2025-03-12 19:00',
        '2025-03-18 18:00',
        '2025-03-25 18:00',
      ]);
    });

    it("deletes one occurrence as an exception (the series' creator or an administrator)", async () => {
      const seriesId = await meetingMoved();
      expect((await as(team.bob)('DELETE', `/api/calendar/${seriesId}_2025-03-18`, { delete_series: false })).statusCode).toBe(403);
      const mismatch = await as(team.admin)('DELETE', `/api/calendar/${seriesId}_2025-03-18`, { exception_date: '2025-03-19' });
      expect(mismatch.statusCode).toBe(400);
      const notAnOccurrence = await as(team.admin)('DELETE', `/api/calendar/${seriesId}_2025-03-19`, { delete_series: false });
      expect(notAnOccurrence.statusCode).toBe(404);
      const res = await as(team.admin)('DELETE', `/api/calendar/${seriesId}_2025-03-18`, { delete_series: false, exception_date: '2025-03-18' });
      expect(res.statusCode).toBe(200);
      const events = (await march(team.bob)).json();
      expect(events.map((e: { event_date: string }) => e.event_date)).toEqual(['2025-03-04', '2025-03-12', '2025-03-25']);
      expect(events[0].recurrence_exceptions).toEqual(['2025-03-18']);
      expect((await as(team.bob)('GET', `/api/calendar/${seriesId}_2025-03-18`)).statusCode).toBe(404);
    });

    it('applies a series change to every occurrence but the one edited alone', async () => {
      const seriesId = await meetingMovedAndSkipped();
      const res = await as(team.alice)('PUT', `/api/calendar/${seriesId}_2025-03-25`, {
        ...weeklyMeeting,
        title: 'Team meeting',
        event_date: '2025-03-25',
        event_time: '17:00',
        event_end_time: '19:00',
        update_series: true,
      });
      expect(res.statusCode).toBe(200);
      const events = (await march(team.bob)).json();
      expect(events.map((e: { event_date: string; event_time: string; title: string }) => `${e.event_date} ${e.event_time} ${e.title}`)).toEqual([
        '2025-03-04 17:00 Team meeting',
        '2025-03-12 19:00 Build meeting (moved)',
        '2025-03-25 17:00 Team meeting',
      ]);
    });

    it('lists the next five that have not ended', async () => {
      await meetingMovedAndSkipped();
      const upcoming = (await as(team.bob)('GET', '/api/calendar/upcoming')).json();
      expect(upcoming.map((e: { event_date: string }) => e.event_date)).toEqual([
        '2025-03-04',
        '2025-03-12',
        '2025-03-25',
        '2025-04-01',
        '2025-04-08',
      ]);
    });

    it('deletes the whole series with its edited occurrence', async () => {
      const seriesId = await meetingMovedAndSkipped();
      expect(await count()).toBeGreaterThan(1); // the series and its edited occurrence
      const res = await as(team.admin)('DELETE', `/api/calendar/${seriesId}_2025-03-04`, { delete_series: true });
      expect(res.statusCode).toBe(200);
      expect((await march(team.bob)).json()).toEqual([]);
      expect(await count()).toBe(0);
    });
  });

  it('asks which occurrence when a series is deleted by its own id without delete_series', async () => {
    const id = (await as(team.alice)('POST', '/api/calendar', { ...weeklyMeeting, title: 'Series' })).json().id;
    const res = await as(team.admin)('DELETE', `/api/calendar/${id}`, {});
    expect([res.statusCode, res.json().error]).toEqual([400, 'exception_date: is required to delete one occurrence (or set delete_series)']);
    expect((await as(team.admin)('DELETE', `/api/calendar/${id}`, { exception_date: '2025-03-11' })).statusCode).toBe(200);
    expect((await march(team.alice)).json().map((e: { event_date: string }) => e.event_date)).toEqual(['2025-03-04', '2025-03-18', '2025-03-25']);
    await as(team.admin)('DELETE', `/api/calendar/${id}`, { delete_series: true });
  });
});
