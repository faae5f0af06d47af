import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { engines, testSettings, type Engine, type TestAppOptions } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { PushServiceStandIn, type BrowserSubscription } from './push-service-stand-in.ts';

// Off season: the simulated live event 2026mihsi is on, qualifications began about an hour before this.
const WORLD_START = new Date('2026-09-19T09:30:00-04:00').getTime();

interface AlertRow {
  user_id: number | null;
  kind: string;
  team_number: number;
  subject: string;
  title: string;
  status: string;
  chat_key: string | null;
}

/** Every match of the event scored and its awards given: nothing more can happen there. */
const isOver = (page: { matches: Array<{ alliances: { red: { score: number | null } } }>; awards: unknown[] }) =>
  page.matches.length > 0 && page.matches.every((m) => m.alliances.red.score !== null) && page.awards.length > 0;

/**
 * The cast's app and a second instance on its database, both on a clock placed 14 h before WORLD_START: before the
 * schedule is published (12 h ahead of the first match), so "schedule released" can happen. The clock only goes
 * forward within an app (the provider caches keep what they saw), so each test that walks the event has an app of
 * its own.
 */
function twoInstancesBeforeTheEvent(engine: Engine) {
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
  afterAll(() => second?.alerts.worker.stop());

  const follow = (as: 'ana' | 'ben' | 'fan', team: number, flags: Partial<Record<'notif_upcoming' | 'notif_alliance' | 'notif_results' | 'notif_awards', boolean>> = {}) =>
    k.ok('POST', '/api/preferences/teams', as, { team_number: String(team), highlight_color: '#ffd166', notif_upcoming: true, notif_alliance: true, notif_results: true, notif_awards: true, ...flags });
  /** The drive team's channel gets 7790's alerts too. */
  const driveTeamChannel = async () => {
    await k.ok('POST', '/api/chat/channels', 'coach', { id: 'drive-team', name: 'drive-team', is_private: false, members: [] });
    await k.ok('PUT', '/api/notifications/alert-channel', 'coach', { channel_id: 'drive-team', teams: [7790] });
  };
  const apps = () => [k.t.app, second];
  /** Both instances look at the same moment, concurrently. */
  const pollBoth = () => Promise.all(apps().map((app) => app.alerts.team.pollOnce()));
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
    for (clock.t = WORLD_START; clock.t < until; clock.t += 10 * 60_000) {
      await pollBoth();
      if (clock.t % (60 * 60_000) === 0) await pollBoth();
      if (eventKey && isOver(JSON.parse(await k.t.app.services.competition.eventPage(eventKey)))) return;
    }
  };
  const alertsOf = (who: number | null) =>
    k.t.database.query<AlertRow>(
      `select user_id, kind, team_number, subject, title, status, chat_key from alerts where ${who === null ? 'user_id is null' : 'user_id = $1'} and kind <> 'chat' order by id`,
      who === null ? [] : [who],
    );
  return { k, apps, follow, driveTeamChannel, pollBoth, baseline, walkTheDay, alertsOf };
}

describe.each(engines)('favourite-team alerts from the simulated season on %s, with two server instances', (engine) => {
  const { k, follow, driveTeamChannel, pollBoth, baseline, walkTheDay, alertsOf } = twoInstancesBeforeTheEvent(engine);

  it('produces every kind once and only once across the whole event, silent where preferences are off', async () => {
    await follow('ana', 7790);
    await follow('fan', 7790);
    await follow('ben', 7790, { notif_results: false, notif_awards: false });
    await driveTeamChannel();

    await baseline();
    const eventKey = (await k.t.app.services.competition.updates(7790)).eventKey!;
    expect(eventKey).toBe('2026mihsi');
    await walkTheDay(WORLD_START + 20 * 3600_000, eventKey);

    const page = JSON.parse(await k.t.app.services.competition.eventPage(eventKey));
    expect(page.status).not.toBe('upcoming');
    const played = page.matches.filter(
      (m: any) => m.alliances.red.score !== null && [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes('frc7790'),
    );
    const anas = await alertsOf(k.ids.ana);
    const byKind = (rows: AlertRow[], kind: string) => rows.filter((r) => r.kind === kind);

    // Exactly one result per played match, one schedule, one alliance, one way out (eliminated or won), one per award.
    expect(byKind(anas, 'result').map((r) => r.subject).sort()).toEqual(played.map((m: any) => m.key).sort());
    expect(byKind(anas, 'schedule')).toHaveLength(1);
    expect(byKind(anas, 'alliance')).toHaveLength(1);
    expect(byKind(anas, 'alliance')[0]!.title).toMatch(/^7790 (captains|picked for) Alliance \d/);
    const outcome = [...byKind(anas, 'eliminated'), ...anas.filter((r) => r.kind === 'advanced' && r.subject === 'won')];
    expect(outcome).toHaveLength(1);
    expect(byKind(anas, 'advanced').filter((r) => r.subject.startsWith('round:')).length).toBeGreaterThan(0);
    const awards = page.awards.filter((w: any) => w.recipient_list.some((r: any) => r.team_key === 'frc7790'));
    expect(byKind(anas, 'award')).toHaveLength(awards.length);
    // Each upcoming alert names a different match, and every qualification match was announced.
    const upcoming = byKind(anas, 'upcoming').map((r) => r.subject);
    expect(new Set(upcoming).size).toBe(upcoming.length);
    const afterStart = played.filter((m: any) => m.comp_level === 'qm' && (m.predicted_time ?? m.time) > WORLD_START / 1000 + 15 * 60);
    expect(afterStart.length).toBeGreaterThan(5);
    for (const m of afterStart) expect(upcoming).toContain(m.key);
    const keys = anas.map((r) => `${r.kind}:${r.subject}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A public account following the team gets the same alerts.
    expect((await alertsOf(k.ids.fan)).map((r) => `${r.kind}:${r.subject}`)).toEqual(keys);
    // Results and awards off: none of those (playoff progress counts as results), the rest as usual.
    const bens = await alertsOf(k.ids.ben);
    expect(bens.filter((r) => ['result', 'eliminated', 'advanced', 'award'].includes(r.kind))).toEqual([]);
    expect(bens.map((r) => `${r.kind}:${r.subject}`)).toEqual(keys.filter((key) => /^(upcoming|schedule|alliance):/.test(key)));
    // Nobody follows team 1 here: nothing for anyone else.
    const others = await k.t.database.query<{ n: number }>(`select count(*)::int as n from alerts where team_number <> 7790`);
    expect(others[0]!.n).toBe(0);
    // The channel gets the same list once.
    expect((await alertsOf(null)).map((r) => `${r.kind}:${r.subject}`)).toEqual(keys);

    // Looking again changes nothing.
    expect((await pollBoth()).reduce((a, b) => a + b, 0)).toBe(0);
  }, 300_000);
});

describe.each(engines)('the alert channel on %s, with two server instances', (engine) => {
  const { k, apps, follow, driveTeamChannel, baseline, walkTheDay, alertsOf } = twoInstancesBeforeTheEvent(engine);

  it('posts the channel\'s alerts into the chosen channel once, from the administrator who chose it', async () => {
    await follow('ana', 7790);
    await driveTeamChannel();
    // The schedule's release and the first two hours of qualifications: alerts of several kinds.
    await baseline();
    await walkTheDay(WORLD_START + 2 * 3600_000);
    const channelAlerts = await alertsOf(null);
    expect(new Set(channelAlerts.map((a) => a.kind)).size).toBeGreaterThan(1);

    await Promise.all(apps().map((app) => app.alerts.delivery.deliverDue()));
    const messages = await k.t.database.query<{ content: string; sender_id: number }>(`select content, sender_id from chat_messages where chat_key = 'drive-team' order by id`);
    expect(messages).toHaveLength(channelAlerts.length);
    // Two instances post side by side, so compare as sets.
    expect(messages.map((m) => m.content.split('\n')[0]).sort()).toEqual(channelAlerts.map((a) => `🔔 ${a.title}`).sort());
    expect(messages.every((m) => m.sender_id === k.ids.coach)).toBe(true);
    // Members see the posts in the channel like any message.
    const page = await k.ok('GET', '/api/chat/messages/drive-team', 'ana');
    expect(page[page.length - 1].sender_username).toBe('coach');
    // Delivered once: another pass posts nothing more.
    await Promise.all(apps().map((app) => app.alerts.delivery.deliverDue()));
    expect(await k.t.database.query(`select 1 from chat_messages where chat_key = 'drive-team'`)).toHaveLength(messages.length);
   }, 300_000);
});

// Every test starts from the cast, no messages, mutes or alerts, the clock at the start and each of ana, ben, cy and
// mentor with a new browser subscribed; the push service has received nothing.
describe.each(engines)('chat alerts on %s, with two server instances', (engine) => {
  const start = Date.now();
  let t = start;
  const now = () => new Date(t);
  const push = new PushServiceStandIn();
  // The stand-in listens on this machine over HTTP, which the push endpoint policy refuses: the apps let its origin through.
  const options: TestAppOptions = { now };
  beforeAll(async () => {
    await push.start();
    options.pushServiceStandIns = [push.base];
  });
  const k = useChatKit(engine, options);
  let second: FastifyInstance;
  const subs: Record<string, BrowserSubscription> = {};

  beforeAll(async () => {
    second = await buildApp({ settings: testSettings(), database: k.t.database, logger: false, now, pushServiceStandIns: [push.base] });
    await second.ready();
  });
  beforeEach(async () => {
    t = start;
    push.received.length = 0;
    // The chat cursor starts at the newest event, as a server's first start leaves it.
    for (const app of [k.t.app, second]) await app.alerts.chat.init();
    for (const who of ['ana', 'ben', 'cy', 'mentor'] as const) {
      subs[who] = push.subscription(who);
      await k.ok('POST', '/api/notifications/push/subscriptions', who, subs[who]);
    }
  });
  afterAll(async () => {
    await second?.alerts.worker.stop();
    await push.close();
  });

  /** Both instances follow the chat log and deliver, concurrently, as their workers would. */
  const runWorkers = async () => {
    await Promise.all([k.t.app, second].map((app) => app.alerts.chat.followOnce()));
    await Promise.all([k.t.app, second].map((app) => app.alerts.delivery.deliverDue()));
  };
  const later = (seconds: number) => (t += seconds * 1000);

  it('bundles a burst into one alert, leaves out muted chats (but not mentions), the sender and whoever read it meanwhile', async () => {
    await k.ok('POST', '/api/chat/notifications/mute/general', 'cy', { muted: true });
    let firstId = 0;
    for (let i = 1; i <= 20; i++) {
      const sent = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: `strategy point ${i}` });
      if (i === 1) firstId = sent.id;
      if (i % 5 === 0) await runWorkers();
    }
    // Mentor was looking at the chat: the app marked it read.
    await k.ok('POST', '/api/chat/notifications/read/general', 'mentor', {});
    await runWorkers();
    expect(push.received).toHaveLength(0); // the window is still open
    later(21);
    await runWorkers();

    const bens = push.for(subs.ben!);
    expect(bens).toHaveLength(1);
    // A tap opens #general at the first of the twenty, not the channel list.
    expect(bens[0]!.payload).toMatchObject({ title: '20 new messages in #general', body: 'ana: strategy point 20', url: `/channels?channel=general&message=${firstId}`, kind: 'chat' });
    expect(push.for(subs.cy!)).toHaveLength(0); // muted
    expect(push.for(subs.mentor!)).toHaveLength(0); // read it
    expect(push.for(subs.ana!)).toHaveLength(0); // sender
    later(30);
    await runWorkers();
    expect(push.received).toHaveLength(1);

    // Muted, but mentioned: cy hears about it.
    const mention = await k.ok('POST', '/api/chat/messages/general', 'ben', { content: 'need you at the pit @cy' });
    later(21);
    await runWorkers();
    const cys = push.for(subs.cy!);
    expect(cys).toHaveLength(1);
    expect(cys[0]!.payload.title).toBe('ben mentioned you in #general');
    // Cy muted #general and never read it: the tap lands on the mention, not on the first unread message.
    expect(cys[0]!.payload.url).toBe(`/channels?channel=general&message=${mention.id}`);
  });

  it('waits out the cool-down before the next alert for the same chat, then bundles what came since', async () => {
    await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'first thing' });
    later(21);
    await runWorkers();
    const before = push.for(subs.ben!).length;
    expect(before).toBe(1);
    await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'one more thing' });
    later(21);
    await runWorkers();
    expect(push.for(subs.ben!)).toHaveLength(before); // less than 120 s since the last alert for #general
    await k.ok('POST', '/api/chat/messages/general', 'cy', { content: 'and another' });
    later(120);
    await runWorkers();
    const latest = push.for(subs.ben!);
    expect(latest).toHaveLength(before + 1);
    // Ben never read #general: the bundle counts what he has not read since it opened.
    expect(latest[latest.length - 1]!.payload.title).toMatch(/new messages in #general|in #general/);
  });

  it('alerts direct messages by sender name, and never alerts a message twice across instances and restarts', async () => {
    const dm = `dm_${Math.min(k.ids.ana, k.ids.ben)}_${Math.max(k.ids.ana, k.ids.ben)}`;
    const sent = await k.ok('POST', `/api/chat/messages/dm/${dm}`, 'ana', { content: 'are you coming?' });
    // A third instance starts mid-way (a restart): it continues from the stored cursor.
    const restarted = await buildApp({ settings: testSettings(), database: k.t.database, logger: false, now, pushServiceStandIns: [push.base] });
    await restarted.ready();
    await restarted.alerts.chat.init();
    await Promise.all([restarted.alerts.chat.followOnce(), k.t.app.alerts.chat.followOnce()]);
    later(21);
    await runWorkers();
    await restarted.alerts.delivery.deliverDue();
    const dms = push.for(subs.ben!).filter((r) => String(r.payload.url).startsWith('/messages'));
    expect(dms).toHaveLength(1);
    // The tap opens this direct chat at the message, not the list of chats.
    expect(dms[0]!.payload).toMatchObject({ title: 'ana', body: 'are you coming?', url: `/messages?chat=${dm}&message=${sent.id}` });
    await restarted.alerts.worker.stop();
  });
});
