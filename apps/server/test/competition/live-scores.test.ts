import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { MAX_LIVE_FRAME_BYTES } from '@team7790/shared/live/events';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit } from '../chat/chat-kit.ts';
import { openPublicStream, openStream, type StreamReader } from '../live/sse-client.ts';
import { listenLocally, secondInstance } from '../second-instance.ts';
import { publishEvents } from '../../src/features/live/event-log-repo.ts';
import { fixture, StandInProvider } from './stand-in-provider.ts';
import { unplayed } from '../live/recorded-changes.ts';

const SECRET = 'live-scores-webhook-secret';
const EVENT = '2019nyny';
const MATCH = '2019nyny_qm1';
const MATCHES_PATH = `/api/v3/event/${EVENT}/matches`;

/**
 * Scores reaching open pages (decision 0011) on the recorded 2019 New York City Regional, served over HTTP by the
 * provider stand-in. A test changes the recorded match 1 (its own red score, so every test makes a change), tells the
 * server through a signed webhook, and reads what the streams receive.
 */
describe.each(engines)('live competition changes on %s', (engine) => {
  const provider = new StandInProvider();
  let k: ChatKit;
  let base: string;
  const open: StreamReader[] = [];
  let nextScore = 100;

  beforeAll(async () => {
    await provider.start();
    // The watcher's own cycle never comes during a test: each test drives the look it needs.
    k = await chatKit(engine, { settings: provider.settings({ TBA_WEBHOOK_SECRET: SECRET, LIVE_WATCH_SECONDS: '3600' }) });
    base = await listenLocally(k.t.app);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await k?.close();
    await provider.close();
  });

  const visitor = async (topics: string[], lastEventId?: number) => {
    const s = await openPublicStream(base, topics, lastEventId);
    open.push(s);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    return s;
  };

  /** The recorded matches with match 1's red score set to `red` (and red winning). */
  const recordedWithRedScore = (red: number) =>
    fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`).map((m) =>
      m.key === MATCH ? { ...m, winning_alliance: 'red' as const, alliances: { ...m.alliances, red: { ...m.alliances.red, score: red } } } : m,
    );
  const withRedScore = (red: number) => provider.serve(MATCHES_PATH, recordedWithRedScore(red));

  /** TBA's match_score message; each is its own (the receiver drops a body it has had). */
  const webhook = (app: FastifyInstance = k.t.app) => {
    const body = JSON.stringify({
      message_type: 'match_score',
      message_data: { event_key: EVENT, match_key: MATCH, event_name: 'New York City', sent: `${Date.now()}-${Math.random()}` },
    });
    return app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/tba',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
    });
  };

  /** What pages show now is what the watcher last told them, so the next difference is the test's own. */
  const settled = async () => {
    await k.t.app.services.liveScores.eventChanged(EVENT);
  };

  const scoreChange = (red: number) => (e: { data: any }) =>
    e.data.type === 'competition.changed' && e.data.matches?.some((m: any) => m.key === MATCH && m.alliances.red.score === red);

  it("sends a match's new score, winner and breakdown to visitors watching its event or the match, and nobody else", async () => {
    await settled();
    const byEvent = await visitor([`event:${EVENT}`]);
    const byMatch = await visitor([`match:${MATCH}`]);
    const elsewhere = await visitor(['event:2019nyro', 'match:2019nyny_qm2']);
    const red = nextScore++;
    withRedScore(red);
    expect((await webhook()).statusCode).toBe(200);

    const got = await byEvent.waitFor(scoreChange(red));
    expect(got.id).toBeGreaterThan(0);
    expect(got.data.event_key).toBe(EVENT);
    expect(got.data.matches).toHaveLength(1);
    expect(got.data.matches[0]).toMatchObject({ key: MATCH, winning_alliance: 'red' });
    expect(got.data.match_details[0].key).toBe(MATCH);
    expect(got.data.match_details[0].score_breakdown.red).toHaveProperty('autoPoints');
    // Rankings, alliances and awards did not change, so they are not sent.
    expect(got.data).not.toHaveProperty('rankings');
    expect(got.data).not.toHaveProperty('alliances');
    expect(got.data.topics).toEqual(expect.arrayContaining([`event:${EVENT}`, `match:${MATCH}`, 'team:4640', 'team:1880']));
    await byMatch.waitFor(scoreChange(red));

    // One more change, which the unrelated stream would get in order after the first if it got either.
    const red2 = nextScore++;
    withRedScore(red2);
    await webhook();
    await byEvent.waitFor(scoreChange(red2));
    expect(elsewhere.events.filter((e) => e.data.type === 'competition.changed')).toEqual([]);
  });

  it("never sends a members' event to a visitor; a member's one stream carries both", async () => {
    await settled();
    const fan = await visitor([`event:${EVENT}`]);
    const member = await openStream(base, k.tokens.ana, undefined, { topics: [`event:${EVENT}`] });
    open.push(member);
    await member.waitFor((e) => e.event === 'ready');
    const posted = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'scores are live' });
    await k.t.database.db.transaction((tx) => publishEvents(tx, [{ event: { type: 'channels.changed' }, audience: null }]));
    const red = nextScore++;
    withRedScore(red);
    await webhook();
    await member.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === posted.id);
    await member.waitFor(scoreChange(red));
    // The visitor got the later change, so it would have had the earlier members' events by now.
    await fan.waitFor(scoreChange(red));
    expect(fan.events.map((e) => e.data.type).filter((t) => t !== undefined && t !== 'competition.changed')).toEqual([]);
    expect(JSON.stringify(fan.events)).not.toContain('scores are live');
  });

  it("asks again for a watched team's event status and matches when a change concerns it, and for no other team", async () => {
    await settled();
    // 4640 played match 1; 1880 did too, but no open page here watches it.
    const teamPage = await visitor(['team:4640']);
    const before = {
      watched: provider.count('/api/v3/team/frc4640/event/2019nyny/status'),
      other: provider.count('/api/v3/team/frc1880/event/2019nyny/status'),
    };
    const red = nextScore++;
    withRedScore(red);
    await webhook();
    await teamPage.waitFor(scoreChange(red));
    // Asked before the change was sent, so the team page's refetch on it finds the new record and next match.
    expect(provider.count('/api/v3/team/frc4640/event/2019nyny/status')).toBe(before.watched + 1);
    expect(provider.count('/api/v3/team/frc4640/event/2019nyny/matches')).toBeGreaterThan(0);
    expect(provider.count('/api/v3/team/frc1880/event/2019nyny/status')).toBe(before.other);
  });

  it('sends a backlog of results too large for one frame as the keys of what changed, to the same pages', async () => {
    const recorded = recordedWithRedScore(nextScore++);
    // What pages were told: the last 60 qualification matches not played yet.
    const backlog = recorded
      .filter((m) => m.comp_level === 'qm')
      .sort((a, b) => a.match_number - b.match_number)
      .slice(-60)
      .map((m) => m.key);
    provider.serve(
      MATCHES_PATH,
      recorded.map((m) => (backlog.includes(m.key) ? unplayed(m) : m)),
    );
    await settled();
    const byEvent = await visitor([`event:${EVENT}`]);
    const byMatch = await visitor([`match:${backlog[59]}`]);
    const byTeam = await visitor(['team:4640']);
    // Their 60 results arrive at once.
    provider.serve(MATCHES_PATH, recorded);
    await webhook();

    const named = (e: { data: any }) => e.data.type === 'competition.changed' && e.data.refetch?.matches?.length === 60;
    const got = await byEvent.waitFor(named);
    expect(Buffer.byteLength(JSON.stringify(got.data))).toBeLessThanOrEqual(MAX_LIVE_FRAME_BYTES);
    expect([...got.data.refetch.matches].sort()).toEqual([...backlog].sort());
    expect(got.data).not.toHaveProperty('matches');
    expect(got.data).not.toHaveProperty('match_details');
    await byMatch.waitFor(named);
    await byTeam.waitFor(named);
  });

  it('replays what a visitor missed from its last event id', async () => {
    await settled();
    const first = await visitor([`match:${MATCH}`]);
    const ready = await first.waitFor((e) => e.event === 'ready');
    first.close();
    const red = nextScore++;
    withRedScore(red);
    await webhook();
    const again = await visitor([`match:${MATCH}`], ready.data.last_event_id);
    await again.waitFor(scoreChange(red));
    expect(again.events.filter(scoreChange(red))).toHaveLength(1);
  });

  it('refuses bad topics with a clear 400 and changes nothing', async () => {
    const bad = await fetch(`${base}/api/live/stream?topics=${encodeURIComponent('event:2019nyny,drop table')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: expect.stringContaining("'event:<event key>'") });
    const none = await fetch(`${base}/api/live/stream`);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: expect.stringContaining('At least one topic is required.') });
    const many = Array.from({ length: 21 }, (_, i) => `team:${i + 1}`).join(',');
    const tooMany = await fetch(`${base}/api/live/stream?topics=${many}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error: expect.stringContaining('A stream watches at most 20 topics.') });
    expect(k.t.app.services.liveHub.size).toBe(0);
  });

  it('asks the provider no more often for fifty open pages than for one', async () => {
    await settled();
    const pages = await Promise.all(Array.from({ length: 50 }, () => visitor([`event:${EVENT}`, `match:${MATCH}`])));
    const before = provider.count(MATCHES_PATH);
    // Three looks inside one freshness window, as the watcher's cycle makes them: the cache answers.
    for (let i = 0; i < 3; i++) await k.t.app.services.liveScores.watchOnce();
    expect(provider.count(MATCHES_PATH)).toBe(before);
    // A webhook asks once, whatever the audience.
    const red = nextScore++;
    withRedScore(red);
    expect((await webhook()).statusCode).toBe(200);
    await Promise.all(pages.map((p) => p.waitFor(scoreChange(red))));
    await k.t.app.services.liveScores.settled();
    expect(provider.count(MATCHES_PATH)).toBe(before + 1);
  });

  it('answers the webhook before asking the provider anything, then delivers the change', async () => {
    await settled();
    const page = await visitor([`event:${EVENT}`]);
    const red = nextScore++;
    withRedScore(red);
    // The provider holds its answer for the event's matches until the test lets it go: the webhook is answered anyway.
    let release!: () => void;
    provider.script(MATCHES_PATH, { hold: new Promise<void>((resolve) => (release = resolve)) });
    try {
      const answer = await webhook();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'accepted' });
      expect(page.events.some(scoreChange(red))).toBe(false);
    } finally {
      release();
    }
    await page.waitFor(scoreChange(red));
  });

  it('asks the provider nothing for a message type it does not act on, or a key that is not an event', async () => {
    await settled();
    const before = provider.requests.length;
    for (const message of [
      { message_type: 'ping', message_data: { event_key: EVENT } },
      { message_type: 'broadcast', message_data: { event_key: EVENT, title: 'hi' } },
      { message_type: 'made_up', message_data: { event_key: EVENT } },
      { message_type: 'match_score', message_data: { event_key: '../team/frc254' } },
    ]) {
      const body = JSON.stringify(message);
      const res = await k.t.app.inject({
        method: 'POST',
        url: '/api/notifications/webhooks/tba',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
      });
      expect(res.json()).toEqual({ status: 'ignored' });
    }
    await k.t.app.services.liveScores.settled();
    expect(provider.requests.slice(before).map((r) => r.path)).toEqual([]);
  });

  it('reaches pages connected to another instance', async () => {
    await settled();
    const other = await secondInstance(k.t, { settings: provider.settings({ TBA_WEBHOOK_SECRET: SECRET, LIVE_WATCH_SECONDS: '3600' }) });
    try {
      const otherBase = await listenLocally(other);
      const s = await openPublicStream(otherBase, [`event:${EVENT}`]);
      open.push(s);
      await s.waitFor((e) => e.event === 'ready');
      const red = nextScore++;
      withRedScore(red);
      await webhook();
      await s.waitFor(scoreChange(red));
    } finally {
      for (const s of open.splice(0)) s.close();
      await other.close();
    }
  });
});
