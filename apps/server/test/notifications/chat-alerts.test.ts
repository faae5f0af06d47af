import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { engines, testSettings, type TestAppOptions } from '../databases.ts';
import { useChatKit } from '../chat/chat-kit.ts';
import { PushServiceStandIn, type BrowserSubscription } from './push-service-stand-in.ts';

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
    for (const app of [k.t.app, second]) await app.services.alerts.chat.init();
    for (const who of ['ana', 'ben', 'cy', 'mentor'] as const) {
      subs[who] = push.subscription(who);
      await k.ok('POST', '/api/notifications/push/subscriptions', who, subs[who]);
    }
  });
  afterAll(async () => {
    await second?.services.alerts.worker.stop();
    await push.close();
  });

  /** Both instances follow the chat log and deliver, concurrently, as their workers would. */
  const runWorkers = async () => {
    await Promise.all([k.t.app, second].map((app) => app.services.alerts.chat.followOnce()));
    await Promise.all([k.t.app, second].map((app) => app.services.alerts.delivery.deliverDue()));
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
    expect(bens[0]!.payload).toMatchObject({
      title: '20 new messages in #general',
      body: 'ana: strategy point 20',
      url: `/channels?channel=general&message=${firstId}`,
      kind: 'chat',
    });
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

  it("alerts every reader of an administrator's @everyone as a mention of them, once, through a mute; a member's is an ordinary message", async () => {
    // Cy muted #general, and ben had an alert for it a moment ago: a mention is held by neither.
    await k.ok('POST', '/api/chat/notifications/mute/general', 'cy', { muted: true });
    await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'warming up' });
    later(21);
    await runWorkers();
    push.received.length = 0;

    const plain = await k.ok('POST', '/api/chat/messages/general', 'ana', { content: '@everyone who has the drill?' });
    later(21);
    await runWorkers();
    // A member's @everyone: no mention, so the cool-down holds ben's and mentor's, and cy's mute keeps it from him.
    expect(push.received).toHaveLength(0);

    const sent = await k.ok('POST', '/api/chat/messages/general', 'coach', { content: '@everyone robot ships at 6, @ben bring the cart' });
    later(21);
    await runWorkers();
    for (const who of ['ana', 'ben', 'cy', 'mentor'] as const) {
      const got = push.for(subs[who]!);
      expect(got, who).toHaveLength(1);
      expect(got[0]!.payload.title, who).toBe('coach mentioned you in #general');
      // The tap opens the first message the alert is about: ben's and mentor's bundle began with ana's.
      const first = who === 'ben' || who === 'mentor' ? plain.id : sent.id;
      expect(got[0]!.payload.url, who).toBe(`/channels?channel=general&message=${first}`);
    }
    later(200);
    await runWorkers();
    expect(push.received).toHaveLength(4);
  });

  it('never tells of a message twice when the follower reaches it only after the bundle it was told in went out', async () => {
    // A busy machine: the bundle opened by the first message is sent before the follower has read the second, and
    // the bundle's text (composed at sending) already told of both.
    await k.ok('POST', '/api/chat/messages/general', 'ana', { content: 'cart to the pit' });
    await Promise.all([k.t.app, second].map((app) => app.services.alerts.chat.followOnce()));
    await k.ok('POST', '/api/chat/messages/general', 'cy', { content: 'bring the battery too' });
    later(21);
    await Promise.all([k.t.app, second].map((app) => app.services.alerts.delivery.deliverDue()));
    expect(push.for(subs.ben!).map((p) => p.payload.title)).toEqual(['2 new messages in #general']);
    // The follower reads the second message now: it opens a bundle, which has nothing left to tell when it is due.
    later(200);
    await runWorkers();
    expect(push.for(subs.ben!).map((p) => p.payload.title)).toEqual(['2 new messages in #general']);
    // A message after it is told of alone.
    await k.ok('POST', '/api/chat/messages/general', 'cy', { content: 'and the spare bumpers' });
    await runWorkers();
    later(200);
    await runWorkers();
    const bens = push.for(subs.ben!);
    expect(bens.map((p) => p.payload.title)).toEqual(['2 new messages in #general', 'cy in #general']);
    expect(bens[1]!.payload.body).toBe('and the spare bumpers');
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
    await restarted.services.alerts.chat.init();
    await Promise.all([restarted.services.alerts.chat.followOnce(), k.t.app.services.alerts.chat.followOnce()]);
    later(21);
    await runWorkers();
    await restarted.services.alerts.delivery.deliverDue();
    const dms = push.for(subs.ben!).filter((r) => String(r.payload.url).startsWith('/messages'));
    expect(dms).toHaveLength(1);
    // The tap opens this direct chat at the message, not the list of chats.
    expect(dms[0]!.payload).toMatchObject({ title: 'ana', body: 'are you coming?', url: `/messages?chat=${dm}&message=${sent.id}` });
    await restarted.services.alerts.worker.stop();
  });
});
