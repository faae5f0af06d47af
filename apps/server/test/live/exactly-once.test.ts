import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TbaMatch } from '@team7790/shared/competition/tba';
import { engines } from '../databases.ts';
import { chatKit, type ChatKit } from '../chat/chat-kit.ts';
import { fixture, StandInProvider } from '../competition/stand-in-provider.ts';
import { PushServiceStandIn, type BrowserSubscription } from '../notifications/push-service-stand-in.ts';
import { secondInstance } from '../second-instance.ts';
import { unplayed } from './recorded-changes.ts';

const SECRET = 'exactly-once-webhook-secret';
const EVENT = '2019nyny';
const TEAM = 4640;
/** Three of team 4640's qualification matches: unplayed at first, then their recorded results arrive. */
const POSTED = ['2019nyny_qm14', '2019nyny_qm25', '2019nyny_qm29'];

/**
 * Alerts exactly once (decision 0011), the complaint The Blue Alliance's users have made for years ("27 Match Score
 * notifications for one match"): results reach the provider, then twenty webhook deliveries about them come twice
 * over, out of order, to two instances, while both watchers also look on their own. One alert per fact per person,
 * one push per alert per device, none missing.
 */
describe.each(engines)('alerts exactly once on %s', (engine) => {
  const provider = new StandInProvider();
  const push = new PushServiceStandIn();
  let k: ChatKit;
  let other: FastifyInstance;
  const devices: Record<'ana' | 'ben', BrowserSubscription[]> = { ana: [], ben: [] };

  const recorded = fixture<TbaMatch[]>(`tba/event/${EVENT}/matches.json`);
  beforeAll(async () => {
    await provider.start();
    await push.start();
    // The team as the provider knows it (following checks it exists).
    const team = fixture<Array<{ team_number: number }>>(`tba/event/${EVENT}/teams.json`).find((t) => t.team_number === TEAM)!;
    provider.serve(`/api/v3/team/frc${TEAM}`, team);
    const options = {
      settings: provider.settings({ TBA_WEBHOOK_SECRET: SECRET, LIVE_WATCH_SECONDS: '3600' }),
      pushServiceStandIns: [push.base],
    };
    k = await chatKit(engine, options);
    other = await secondInstance(k.t, options);
    // Ana on two devices, Ben on one; both follow 4640 for results.
    for (const [who, count] of [
      ['ana', 2],
      ['ben', 1],
    ] as const) {
      await k.ok('POST', '/api/preferences/teams', who, {
        team_number: String(TEAM),
        highlight_color: '#ffd166',
        notif_upcoming: false,
        notif_alliance: true,
        notif_results: true,
        notif_awards: true,
      });
      for (let i = 0; i < count; i++) {
        const sub = push.subscription(`${who}-${i}`);
        devices[who].push(sub);
        await k.ok('POST', '/api/notifications/push/subscriptions', who, sub);
      }
    }
  });
  afterAll(async () => {
    await other?.close();
    await k?.close();
    await provider.close();
    await push.close();
  });

  const webhook = (app: FastifyInstance, body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/notifications/webhooks/tba',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-tba-hmac': createHmac('sha256', SECRET).update(body).digest('hex') },
    });
  const matchScore = (key: string) => {
    const m = recorded.find((r) => r.key === key)!;
    return JSON.stringify({ message_type: 'match_score', message_data: { event_key: EVENT, match_key: key, event_name: 'New York City', match: m } });
  };

  it('sends one alert per fact to each follower, and one push per alert to each device, however the news arrives', async () => {
    const apps = [k.t.app, other];
    for (const app of apps) await app.services.alerts.facts.init();
    // What the provider says before the results: the three matches unplayed. Both watchers learn it.
    provider.serve(
      `/api/v3/event/${EVENT}/matches`,
      recorded.map((m) => (POSTED.includes(m.key) ? unplayed(m) : m)),
    );
    await Promise.all(apps.map((app) => app.services.liveScores.eventChanged(EVENT)));
    expect(await k.t.database.query(`select count(*)::int as n from live_snapshots where snapshot is not null`)).toEqual([{ n: 1 }]);

    // The results are posted; the news comes as 20 deliveries: each match's message, repeated, out of order, to either
    // instance, while each instance's watcher also looks on its own cycle.
    provider.serve(`/api/v3/event/${EVENT}/matches`, recorded);
    const order = [2, 0, 1, 1, 2, 0, 0, 2, 1, 2, 1, 0, 0, 1, 2, 2, 0, 1, 2, 1];
    const deliveries = order.map((n, i) => webhook(apps[i % 2]!, matchScore(POSTED[n]!)));
    const looks = apps.flatMap((app) => [app.services.liveScores.watchOnce(), app.services.liveScores.watchOnce()]);
    const answers = await Promise.all(deliveries);
    await Promise.all(looks);
    expect(answers.map((a) => a.statusCode)).toEqual(order.map(() => 200));
    expect(answers.filter((a) => a.json().status === 'accepted')).toHaveLength(3);
    for (const app of apps) await app.services.liveScores.settled();

    // Both instances follow the log and deliver at once, as their workers would.
    await Promise.all(apps.map((app) => app.services.alerts.facts.followOnce()));
    await Promise.all(apps.map((app) => app.services.alerts.delivery.deliverDue()));

    const alerts = await k.t.database.query<{ user_id: number; subject: string; kind: string }>(
      `select user_id, subject, kind from alerts where kind <> 'chat' order by user_id, subject`,
    );
    const expected = (who: number) => POSTED.map((subject) => ({ user_id: who, subject, kind: 'result' }));
    expect(alerts).toEqual(
      [...expected(k.ids.ana), ...expected(k.ids.ben)].sort((a, b) => a.user_id - b.user_id || a.subject.localeCompare(b.subject)),
    );
    for (const sub of [...devices.ana, ...devices.ben]) {
      const titles = push.for(sub).map((p) => p.payload.title as string);
      expect(titles).toHaveLength(POSTED.length);
      expect(new Set(titles).size).toBe(POSTED.length);
      for (const title of titles) expect(title).toMatch(new RegExp(`^${TEAM} (won|lost|tied) Q(14|25|29)$`));
    }

    // Nothing more comes of looking again, following again, or more of the same news.
    await webhook(other, matchScore(POSTED[0]!));
    await Promise.all(apps.map((app) => app.services.liveScores.watchOnce()));
    for (const app of apps) await app.services.liveScores.settled();
    await Promise.all(apps.map((app) => app.services.alerts.facts.followOnce()));
    await Promise.all(apps.map((app) => app.services.alerts.delivery.deliverDue()));
    expect(await k.t.database.query(`select count(*)::int as n from alerts where kind <> 'chat'`)).toEqual([{ n: 6 }]);
    expect(push.received).toHaveLength(3 * POSTED.length);
  });
});
