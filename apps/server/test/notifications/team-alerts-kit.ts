import type { FastifyInstance } from 'fastify';
import type { TeamPreferenceBody } from '@team7790/shared/accounts/team-preferences';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testSettings, type Engine } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';

/** Two server instances on one database walking the simulated off-season event, for the team alert tests. */

// Off season: the simulated live event 2026mihsi is on, its qualifications began an hour before this (09:30; it plays
// 09:00-18:00, and a server started before 10:00 finds them begun the afternoon before).
export const WORLD_START = new Date('2026-09-19T10:30:00-04:00').getTime();
/** How far the clock moves between two looks while walking the day. */
export const STEP_MS = 10 * 60_000;

export interface AlertRow {
  user_id: number | null;
  kind: string;
  team_number: number;
  subject: string;
  title: string;
  status: string;
  chat_key: string | null;
}

/** Every match of the event scored and its awards given: nothing more can happen there. */
const isOver = (page: { matches: ReadonlyArray<{ alliances: { red: { score: number | null } } }> | null; awards: readonly unknown[] | null }) =>
  !!page.matches && page.matches.length > 0 && page.matches.every((m) => m.alliances.red.score !== null) && (page.awards?.length ?? 0) > 0;

/**
 * The cast's app and a second instance on its database, both on a clock placed 14 h before WORLD_START: before the
 * schedule is published (12 h ahead of the first match), so "schedule released" can happen. The clock only goes
 * forward within an app (the provider caches keep what they saw), so each test that walks the event has an app of
 * its own.
 */
export function twoInstancesBeforeTheEvent(engine: Engine) {
  const clock = { t: WORLD_START };
  const now = () => new Date(clock.t);
  const k = useChatKit(engine, { now });
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ settings: testSettings(), database: k.t.database, logger: false, now });
    await second.ready();
  });
  beforeEach(() => {
    clock.t = WORLD_START - 14 * 3600_000;
  });
  afterAll(() => second?.services.alerts.worker.stop());

  const follow = (as: 'ana' | 'ben' | 'cy' | 'fan', team: number, flags: Partial<Omit<TeamPreferenceBody, 'team_number' | 'highlight_color'>> = {}) =>
    k.ok('POST', '/api/preferences/teams', as, {
      team_number: String(team),
      highlight_color: '#ffd166',
      notif_upcoming: true,
      notif_alliance: true,
      notif_results: true,
      notif_awards: true,
      ...flags,
    });
  /** The drive team's channel gets 7790's alerts too. */
  const driveTeamChannel = async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { id: 'drive-team', name: 'drive-team', is_private: false, members: [] });
    await k.ok('PUT', '/api/notifications/alert-channel', 'coach', { channel_id: 'drive-team', teams: [7790] });
  };
  const apps = () => [k.t.app, second];
  const alertCount = async () => (await k.t.database.query<{ n: number }>(`select count(*)::int as n from alerts`))[0]!.n;
  /**
   * Both instances look at the same moment, concurrently, as their workers would: the live watcher compares the
   * followed teams' event and writes what changed to the event log, the alert follower turns its facts into alerts,
   * and the timed look sends the upcoming-match warnings due. Answers the alerts created (one number).
   */
  const pollBoth = async () => {
    // The worker places the follower's cursor when it starts; these tests drive its steps without starting it.
    await k.t.app.services.alerts.facts.init();
    const before = await alertCount();
    await Promise.all(
      apps().map(async (app) => {
        await app.services.liveScores.watchOnce();
        await app.services.alerts.facts.followOnce();
        await app.services.alerts.team.pollOnce();
      }),
    );
    // A fact one instance wrote while the other had already read past the log is the first one's to follow.
    await Promise.all(apps().map((app) => app.services.alerts.facts.followOnce()));
    return [(await alertCount()) - before];
  };
  const baseline = async () => {
    const first = await pollBoth();
    expect(first.reduce((a, b) => a + b, 0)).toBe(0); // the first look is the baseline
  };
  /**
   * The schedule's release, then through the day in 10-minute steps until `until`, or until the event is over (every
   * match scored and the awards given) when `eventKey` is named; each hour looked at twice.
   */
  const walkTheDay = async (until: number, eventKey?: string) => {
    clock.t = WORLD_START - 11 * 3600_000;
    await pollBoth();
    for (clock.t = WORLD_START; clock.t < until; clock.t += STEP_MS) {
      await pollBoth();
      if (clock.t % (60 * 60_000) === 0) await pollBoth();
      if (eventKey && isOver(await k.t.app.services.competition.reads.eventPage(eventKey))) return;
    }
  };
  const alertsOf = (who: number | null) =>
    k.t.database.query<AlertRow>(
      `select user_id, kind, team_number, subject, title, status, chat_key from alerts where ${who === null ? 'user_id is null' : 'user_id = $1'} and kind <> 'chat' order by id`,
      who === null ? [] : [who],
    );
  return { k, apps, follow, driveTeamChannel, pollBoth, baseline, walkTheDay, alertsOf };
}
