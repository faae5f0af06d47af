import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventBodySchema } from '@team7790/shared/calendar/contracts';
import type { AuthUser } from '../../src/plugins/auth.ts';
import { CalendarRepo } from '../../src/features/calendar/repo.ts';
import { CalendarService } from '../../src/features/calendar/service.ts';
import { engines, useTestWorld } from '../databases.ts';
import { caller, signInTeam } from './team.ts';

const NOW = new Date('2025-03-01T17:00:00.000Z');
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
const renamed = { ...weeklyMeeting, title: 'Build meeting (room 12)' };
type LockedRow = Parameters<Parameters<CalendarRepo['withLockedSeries']>[1]>[1];

// Every test starts from the signed-in team and an empty calendar.
describe.each(engines)('a series edit and the deletion of one occurrence at the same moment, on %s', (engine) => {
  const t = useTestWorld(engine, { now: () => NOW, settings: { REGISTER_MAX_PER_ADDRESS: '50' } }, signInTeam);
  let team: Awaited<ReturnType<typeof signInTeam>>;
  const as = caller(t);
  beforeAll(() => {
    team = t.given;
  });

  const newSeries = async (): Promise<number> => {
    const res = await as(team.admin)('POST', '/api/calendar', weeklyMeeting);
    expect(res.statusCode).toBe(201);
    return Number(res.json().id);
  };
  /** The series' March as members see it: each date and its title. */
  const march = async (id: number) =>
    (await as(team.alice)('GET', '/api/calendar?start=2025-03-01&end=2025-03-31'))
      .json()
      .filter((e: { parent_event_id: number | null }) => e.parent_event_id === id)
      .map((e: { event_date: string; title: string }) => `${e.event_date} ${e.title}`);
  const both = async (id: number, edit: Promise<{ statusCode: number }>, removal: Promise<{ statusCode: number }>) => {
    expect([(await edit).statusCode, (await removal).statusCode]).toEqual([200, 200]);
    // The edit is kept, and so is the deletion: 18 March stays gone.
    expect(await march(id)).toEqual(['2025-03-04', '2025-03-11', '2025-03-25'].map((d) => `${d} ${renamed.title}`));
  };

  it.each([
    // What is edited, the body's date, and the title March shows after both.
    ['the whole series', (id: number) => String(id), weeklyMeeting.event_date, renamed.title],
    ['the occurrence itself', (id: number) => `${id}_2025-03-18`, '2025-03-18', weeklyMeeting.title],
  ])('keeps the deletion when an edit of %s reads the series before it and writes after it', async (_what, editedId, date, titleAfter) => {
    const id = await newSeries();
    const admin: AuthUser = { id: team.admin.id, username: 'coach', isAdmin: true, userType: 'member', sessionId: 0 };
    // The calendar's own service and repository on this database, the repository pausing the edit right after it has
    // read the series: the deletion is made then. Where the edit read with the series locked, the deletion can only
    // ask for the lock, so the edit goes on once it has; where it read without it, the edit waits for the deletion.
    let removal: Promise<void> | undefined;
    let removalAsked!: () => void;
    const asked = new Promise<void>((resolve) => (removalAsked = resolve));
    let pauseNext = true;
    const removeNow = () => {
      removal = service.remove(admin, `${id}_2025-03-18`, { delete_series: false });
      return removal;
    };
    class EditPausingRepo extends CalendarRepo {
      override async findEvent(eventId: number) {
        const row = await super.findEvent(eventId);
        if (pauseNext) {
          pauseNext = false;
          await removeNow();
        }
        return row;
      }
      override withLockedSeries<T>(eventId: number, work: (repo: CalendarRepo, row: LockedRow) => Promise<T>): Promise<T> {
        if (!pauseNext) {
          removalAsked();
          return super.withLockedSeries(eventId, work);
        }
        pauseNext = false;
        return super.withLockedSeries(eventId, async (repo, row) => {
          void removeNow();
          await asked;
          return work(repo, row);
        });
      }
    }
    const service = new CalendarService(new EditPausingRepo(t.database.db), 'America/Detroit', () => NOW);
    // The occurrence's edit may find it deleted already (404); the series' edit is kept.
    await service.update(admin, editedId(id), eventBodySchema.parse({ ...renamed, event_date: date })).catch((err: { statusCode?: number }) => {
      if (err.statusCode !== 404) throw err;
    });
    await removal;
    expect(await march(id)).toEqual(['2025-03-04', '2025-03-11', '2025-03-25'].map((d) => `${d} ${titleAfter}`));
  });

  it.runIf(engine === 'postgres')('keeps both when the edit has read the series before the deletion commits', async () => {
    const id = await newSeries();
    const waitingForLocks = async () =>
      Number(
        (
          await t.database.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )[0]!.n,
      );
    // Another session holds the series row, so both calls queue behind it in the order they are made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from calendar_events where id = ${id} for update`);
      held();
      await released;
    });
    await holding;
    const removal = as(team.admin)('DELETE', `/api/calendar/${id}_2025-03-18`, {});
    await expect.poll(waitingForLocks, { timeout: 30_000 }).toBe(1);
    // The edit comes second: without the series lock it would read the series now, exceptions and all, and wait only
    // to write it back over the deletion.
    const edit = as(team.admin)('PUT', `/api/calendar/${id}`, renamed);
    await expect.poll(waitingForLocks, { timeout: 30_000 }).toBe(2);
    release();
    await holder;
    await both(id, edit, removal);
  });
});
