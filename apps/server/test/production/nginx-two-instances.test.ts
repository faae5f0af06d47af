import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type StreamReader } from '../live/sse-client.ts';
import { PushServiceStandIn, type BrowserSubscription } from '../notifications/push-service-stand-in.ts';
import { INSTANCE_HEADER, NGINX, instancesBehindNginx, type InstancesBehindNginx } from './nginx-kit.ts';

// Off season: the simulated live event 2026mihsi is on, qualifications began about an hour before this.
const WORLD_START = new Date('2026-09-19T09:30:00-04:00').getTime();
const SECRET = 'tba-webhook-secret-for-two-instances';
const LIMITS = {
  LOGIN_MAX_PER_ADDRESS: 10,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 4,
  REGISTER_MAX_PER_ADDRESS: 3,
  SPONSOR_INQUIRY_MAX_PER_ADDRESS: 5,
};

interface Answer {
  status: number;
  body: any;
  /** Which instance answered (a or b). */
  instance: string;
}

// Everything goes through nginx's address, as a browser's requests would; the in-process instances are
// only looked into for their metrics and the shared database.
describe.skipIf(!NGINX || !process.env.TEST_DATABASE_URL)(
  'two instances behind nginx on one PostgreSQL behave as one (needs nginx and TEST_DATABASE_URL)',
  () => {
    let kit: InstancesBehindNginx;
    // The app clock: real time from WORLD_START, moved on by `jump` for the alert engine, held still by `held` while a
    // test needs several requests to happen at one moment (however slowly a busy machine sends them).
    const realStart = Date.now();
    let jumped = 0;
    let held: number | null = null;
    const now = () => new Date(held ?? WORLD_START + (Date.now() - realStart) + jumped);
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const streams: StreamReader[] = [];
    const push = new PushServiceStandIn();

    const call = async (
      method: string,
      path: string,
      as?: string,
      body?: unknown,
      base?: string,
      headers: Record<string, string> = {},
    ): Promise<Answer> => {
      const res = await kit.front.fetch(`${base ?? kit.front.https}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, instance: res.headers.get(INSTANCE_HEADER) ?? '?' };
    };
    const ok = async (method: string, path: string, as?: string, body?: unknown): Promise<Answer> => {
      const answer = await call(method, path, as, body);
      if (answer.status >= 300) throw new Error(`${method} ${path} as ${as}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    const liveConnections = async () =>
      Promise.all(kit.instances.map(async (t) => Number(/^live_connections (\d+)$/m.exec((await t.app.inject('/api/metrics')).body)?.[1] ?? NaN)));
    const resetRateLimits = () => kit.database.query('delete from rate_limits');

    beforeAll(async () => {
      await push.start();
      kit = await instancesBehindNginx({
        now,
        start: true,
        pushServiceStandIns: [push.base],
        settings: {
          TBA_WEBHOOK_SECRET: SECRET,
          ALERT_CHAT_BUNDLE_SECONDS: '5',
          ALERT_POLL_SECONDS: '2',
          ...Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, String(v)])),
        },
      });
      tokens.coach = (await ok('POST', '/api/auth/login', undefined, { username: 'coach', password: 'coachpass' })).body.token;
      for (const name of ['ana', 'ben', 'cy']) {
        ids[name] = (await ok('POST', '/api/auth/register', 'coach', { username: name, password: 'secret1', user_type: 'member' })).body.user.id;
        tokens[name] = (await ok('POST', '/api/auth/login', undefined, { username: name, password: 'secret1' })).body.token;
      }
      // An account never signed in from here: guesses at it from this address are a stranger's (decision 0006).
      ids.dee = (await ok('POST', '/api/auth/register', 'coach', { username: 'dee', password: 'secret1', user_type: 'member' })).body.user.id;
    }, 60_000);

    afterAll(async () => {
      for (const s of streams) s.close();
      await kit?.close();
      await push.close();
    });

    it('delivers every message to live streams on both instances, whichever instance took the post', async () => {
      // Two streams: least_conn gives the second to the instance without one.
      for (const who of ['ana', 'ben']) {
        const stream = await openStream(kit.front.https, tokens[who]!, undefined, { fetch: kit.front.fetch });
        streams.push(stream);
        await stream.waitFor((e) => e.event === 'ready');
      }
      await expect.poll(liveConnections, { timeout: 20_000 }).toEqual([1, 1]);
      const [anaStream, benStream] = streams as [StreamReader, StreamReader];

      // One at a time: each post reaches both streams before the next, and the posts alternate between instances.
      const postedBy = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const sent = await ok('POST', '/api/chat/messages/general', 'cy', { content: `pit update ${i}` });
        postedBy.add(sent.instance);
        for (const stream of [anaStream, benStream]) {
          const got = await stream.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === sent.body.id);
          expect(got.data.message.content).toBe(`pit update ${i}`);
        }
      }
      expect([...postedBy].sort()).toEqual(['a', 'b']);

      // A burst from two senders at once, split over both instances: every message on every stream.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => ok('POST', '/api/chat/messages/general', i % 2 ? 'cy' : 'coach', { content: `burst ${i}` })),
      );
      expect(new Set(burst.map((b) => b.instance))).toEqual(new Set(['a', 'b']));
      const burstIds = burst.map((b) => b.body.id as number).sort((x, y) => x - y);
      for (const stream of [anaStream, benStream]) {
        await stream.waitFor((e) => e.data.type === 'message.created' && e.data.message.id === burstIds.at(-1));
        await expect
          .poll(() => stream.events.filter((e) => e.data.type === 'message.created' && burstIds.includes(e.data.message.id)).length, {
            timeout: 20_000,
          })
          .toBe(12);
        // Each once. They arrive in commit order, which concurrent posts need not share with message ids (the app sorts by id).
        const seen = stream.events.filter((e) => e.data.type === 'message.created' && burstIds.includes(e.data.message.id));
        expect(seen.map((e) => e.data.message.id).sort((x: number, y: number) => x - y)).toEqual(burstIds);
        // Event ids (the catch-up cursor) only ever grow.
        const eventIds = stream.events.map((e) => e.id).filter((id): id is number => id !== null);
        expect(eventIds).toEqual([...eventIds].sort((x, y) => x - y));
      }
      for (const s of streams.splice(0)) s.close();
      await expect.poll(liveConnections, { timeout: 20_000 }).toEqual([0, 0]);
    }, 60_000);

    it('answers the same unread counts from either instance, and a read mark made on one is seen on the other', async () => {
      await ok('POST', '/api/chat/notifications/read/general', 'ana', {});
      for (let i = 0; i < 3; i++) await ok('POST', '/api/chat/messages/general', 'ben', { content: `count me ${i}` });
      for (let i = 0; i < 2; i++) await ok('POST', '/api/chat/messages/general', 'cy', { content: `and me ${i}` });

      const unread = await Promise.all(Array.from({ length: 6 }, () => ok('GET', '/api/chat/notifications/unread', 'ana')));
      const all = await Promise.all(Array.from({ length: 6 }, () => ok('GET', '/api/chat/notifications/all', 'ana')));
      for (const answers of [unread, all]) expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
      expect(unread[0]!.body.general).toBe(5);
      for (const a of unread) expect(a.body).toEqual(unread[0]!.body);
      for (const a of all) expect(a.body).toEqual(all[0]!.body);
      expect(all[0]!.body).toMatchObject({ totalUnread: 5, channelsUnread: 5, messagesUnread: 0 });

      const mark = await ok('POST', '/api/chat/notifications/read/general', 'ana', {});
      // The next answer from the other instance already knows.
      let other: Answer | undefined;
      for (let i = 0; i < 6 && !other; i++) {
        const answer = await ok('GET', '/api/chat/notifications/all', 'ana');
        if (answer.instance !== mark.instance) other = answer;
      }
      expect(other, 'no answer came from the other instance').toBeDefined();
      expect(other!.body).toMatchObject({ totalUnread: 0, channelsUnread: 0 });
      expect(other!.body.unreadCounts.general ?? 0).toBe(0);
      // Ben's own counts were never touched by ana's mark.
      expect((await ok('GET', '/api/chat/notifications/unread', 'ben')).body.general).toBe(2);
    });

    describe('rate limits count across instances', () => {
      /**
       * Sends `n` requests one at a time to `base` (nginx, or one instance directly), after emptying the
       * counters, and answers the statuses and which instance gave each.
       */
      const sequence = async (base: string, n: number, request: (i: number) => [string, string, unknown]) => {
        await resetRateLimits();
        const statuses: number[] = [];
        const instances: string[] = [];
        for (let i = 0; i < n; i++) {
          const [method, path, body] = request(i);
          const answer = await call(method, path, undefined, body, base);
          statuses.push(answer.status);
          instances.push(answer.instance);
        }
        return { statuses, instances };
      };
      const direct = () => `http://127.0.0.1:${kit.instances[0]!.port}`;
      const sameAsOneInstance = async (n: number, request: (i: number) => [string, string, unknown], expected: number[]) => {
        const one = await sequence(direct(), n, request);
        const two = await sequence(kit.front.https, n, request);
        expect(one.statuses).toEqual(expected);
        expect(two.statuses).toEqual(expected);
        expect(new Set(one.instances)).toEqual(new Set(['a']));
        // nginx sent them to both instances, about half each.
        expect(two.instances.filter((x) => x === 'a').length).toBeGreaterThanOrEqual(Math.floor(n / 3));
        expect(two.instances.filter((x) => x === 'b').length).toBeGreaterThanOrEqual(Math.floor(n / 3));
      };
      const times = (count: number, status: number) => Array<number>(count).fill(status);
      afterAll(() => resetRateLimits());

      it('failed sign-ins per address', async () => {
        const max = LIMITS.LOGIN_MAX_PER_ADDRESS;
        // Names never signed in from here, each guessed once: only the address's count of failures stops them.
        await sameAsOneInstance(max + 3, (i) => ['POST', '/api/auth/login', { username: `nobody${i}`, password: 'guess' }], [
          ...times(max, 401),
          ...times(3, 429),
        ]);
      });

      it('failed sign-ins per account from an address it never signed in from, one at a time and all at once', async () => {
        const max = LIMITS.LOGIN_MAX_FAILURES_PER_ACCOUNT;
        const wrong = (): [string, string, unknown] => ['POST', '/api/auth/login', { username: 'dee', password: 'not-her-password' }];
        await sameAsOneInstance(max + 4, wrong, [...times(max, 401), ...times(4, 429)]);
        // Locked: even the right password waits.
        expect((await call('POST', '/api/auth/login', undefined, { username: 'dee', password: 'secret1' })).status).toBe(429);

        // Twelve guesses at the same moment, over both instances: still only `max` passwords are tried.
        await resetRateLimits();
        const guesses = await Promise.all(
          Array.from({ length: 12 }, () => call('POST', '/api/auth/login', undefined, { username: 'dee', password: 'guess' })),
        );
        expect(new Set(guesses.map((g) => g.instance))).toEqual(new Set(['a', 'b']));
        expect(guesses.filter((g) => g.status === 401)).toHaveLength(max);
        expect(guesses.filter((g) => g.status === 429)).toHaveLength(12 - max);
        await resetRateLimits();
        expect((await call('POST', '/api/auth/login', undefined, { username: 'dee', password: 'secret1' })).status).toBe(200);
      });

      it('sign-ups per address, and sponsor inquiries per address', async () => {
        let n = 0;
        const max = LIMITS.REGISTER_MAX_PER_ADDRESS;
        await sameAsOneInstance(max + 3, () => ['POST', '/api/auth/register', { username: `fan${n++}`, password: 'secret1' }], [
          ...times(max, 200),
          ...times(3, 429),
        ]);
        const inquiries = LIMITS.SPONSOR_INQUIRY_MAX_PER_ADDRESS;
        const inquiry = (): [string, string, unknown] => [
          'POST',
          '/api/site/sponsor-inquiries',
          { name: 'Pat Sponsor', email: 'pat@example.com', organization: 'Acme', message: 'We would like to sponsor the team.' },
        ];
        await sameAsOneInstance(inquiries + 3, inquiry, [...times(inquiries, 200), ...times(3, 429)]);
        // Every concurrent burst too: exactly the allowance gets through.
        await resetRateLimits();
        const [method, path, body] = inquiry();
        const burst = await Promise.all(Array.from({ length: 12 }, () => call(method, path, undefined, body)));
        expect(new Set(burst.map((b) => b.instance))).toEqual(new Set(['a', 'b']));
        expect(burst.filter((b) => b.status === 200)).toHaveLength(inquiries);
        expect(burst.filter((b) => b.status === 429)).toHaveLength(12 - inquiries);
      });
    });

    describe('alerts with both instances running their alert engines', () => {
      const subs: Record<string, BrowserSubscription> = {};
      const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
      const webhook = (body: string) => call('POST', '/api/notifications/webhooks/tba', undefined, body, undefined, { 'x-tba-hmac': sign(body) });
      const alertsOf = (userId: number) =>
        kit.database.query<{
          id: number;
          kind: string;
          subject: string | null;
          title: string;
          body: string;
          status: string;
          chat_key: string | null;
        }>(`select id, kind, subject, title, body, status, chat_key from alerts where user_id = $1 order by id`, [userId]);
      /** Both engines compare snapshots now (as their timers also do), concurrently. */
      /**
       * Both instances look, as their timers would: the live watcher compares 7790's event and writes what changed to
       * the event log, the alert follower turns its facts into alerts, and the upcoming-match warnings due are made.
       */
      const pollBoth = () =>
        Promise.all(
          kit.instances.map(async (t) => {
            await t.app.services.liveScores.watchOnce();
            await t.app.services.alerts.worker.followFacts();
            await t.app.services.alerts.worker.poll();
          }),
        );
      /**
       * Waits until nothing of ana's is waiting to be sent and neither instance is sending: a send still under way (a
       * second push of an alert the other instance already marked sent) has then reached the push service, so it shows.
       */
      const settled = () =>
        expect
          .poll(
            async () => {
              const sending = kit.instances.filter((t) => t.app.services.alerts.worker.deliver.current() !== null).length;
              const waiting = (await alertsOf(ids.ana!)).filter((a) => !['sent', 'skipped'].includes(a.status)).length;
              return { sending, waiting };
            },
            { timeout: 20_000, interval: 200 },
          )
          .toEqual({ sending: 0, waiting: 0 });
      /** ana's pushes, each alert's tag once. */
      const expectEachSentAlertPushedOnce = async () => {
        const sent = (await alertsOf(ids.ana!)).filter((a) => a.status === 'sent');
        const pushes = push.for(subs.ana!);
        const tags = pushes.map((p) => p.payload.tag);
        expect(new Set(tags).size).toBe(tags.length);
        expect(pushes).toHaveLength(sent.length);
        expect(pushes.map((p) => p.payload.title).sort()).toEqual(sent.map((a) => a.title).sort());
        return { sent, pushes };
      };

      beforeAll(async () => {
        for (const who of ['ana', 'ben']) {
          subs[who] = push.subscription(who);
          await ok('POST', '/api/notifications/push/subscriptions', who, subs[who]);
        }
        await ok('POST', '/api/preferences/teams', 'ana', {
          team_number: '7790',
          highlight_color: '#ffd166',
          notif_upcoming: true,
          notif_alliance: true,
          notif_results: true,
          notif_awards: true,
        });
        for (const t of kit.instances) await t.app.services.alerts.worker.start();
      }, 30_000);
      afterAll(async () => {
        for (const t of kit.instances) await t.app.services.alerts.worker.stop();
      });

      it('sends a burst of chat messages as one alert per reader, once', async () => {
        await ok('POST', '/api/chat/notifications/read/general', 'ana', {});
        const posted = new Set<string>();
        // The six lines come within the bundling window on the app clock (held while they are sent), as a burst does.
        held = now().getTime();
        try {
          for (let i = 1; i <= 6; i++)
            posted.add((await ok('POST', '/api/chat/messages/general', i % 2 ? 'ben' : 'cy', { content: `drive team to the pit ${i}` })).instance);
        } finally {
          held = null;
        }
        expect([...posted].sort()).toEqual(['a', 'b']);
        await expect.poll(() => push.for(subs.ana!).length, { timeout: 20_000 }).toBeGreaterThan(0);
        await settled();
        const { pushes } = await expectEachSentAlertPushedOnce();
        // (Both engines also compare 7790's event on their timers meanwhile: an upcoming-match alert may come too.)
        expect(pushes.filter((p) => p.payload.kind === 'chat').map((p) => p.payload.title)).toEqual(['6 new messages in #general']);
        expect((await alertsOf(ids.ana!)).filter((a) => a.chat_key === 'general')).toHaveLength(1);
      }, 60_000);

      it("turns webhooks delivered to each instance, and both instances' looks, into one alert per fact", async () => {
        await pollBoth(); // the first look at the event is the baseline
        const eventKey = (await kit.instances[0]!.app.services.competition.reads.updates(7790)).eventKey!;
        expect(eventKey).toBe('2026mihsi');
        const page: any = await kit.instances[0]!.app.services.competition.reads.eventPage(eventKey);
        const ours = (m: any) => [...m.alliances.red.team_keys, ...m.alliances.blue.team_keys].includes('frc7790');
        const next = page.matches.find((m: any) => m.comp_level === 'qm' && m.alliances.red.score === null && ours(m));
        expect(next, 'a qualification match of 7790 still to play').toBeDefined();

        // TBA says the match was scored (and retries): the same body to each instance, then an edited one, then a
        // concurrent burst. Each is only a wake-up: what the alerts say comes from the event's data, compared once.
        const body = JSON.stringify({
          message_type: 'match_score',
          message_data: {
            event_key: eventKey,
            match_key: next.key,
            event_name: page.event?.name ?? 'Event',
            match: {
              ...next,
              alliances: { red: { score: 101, teams: next.alliances.red.team_keys }, blue: { score: 77, teams: next.alliances.blue.team_keys } },
            },
          },
        });
        const answers: Answer[] = [];
        for (let i = 0; i < 6 && new Set(answers.map((a) => a.instance)).size < 2; i++) answers.push(await webhook(body));
        expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
        expect(answers.map((a) => a.body.status)).toEqual(['accepted', ...Array(answers.length - 1).fill('duplicate')]);
        const edited = body.replace('"score":101', '"score":102');
        const burst = await Promise.all([webhook(edited), webhook(edited), webhook(edited), webhook(edited)]);
        expect(new Set(burst.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
        expect(burst.map((a) => a.body.status).sort()).toEqual(['accepted', 'duplicate', 'duplicate', 'duplicate']);

        // Then the day goes on for four hours, both engines comparing snapshots at every step (and on their own timers).
        for (let step = 0; step < 24; step++) {
          // The clock moves on only once every alert already due has been sent: a send claimed just before a ten-minute
          // jump would look abandoned just after it (its lease is 60 s) and be taken over, which no real clock does.
          await expect
            .poll(
              async () =>
                (
                  await kit.database.query<{ n: number }>(
                    `select count(*)::int as n from alerts where status = 'sending' or (status = 'pending' and due_at <= $1)`,
                    [now()],
                  )
                )[0]!.n,
              { timeout: 20_000, interval: 100 },
            )
            .toBe(0);
          jumped += 10 * 60_000;
          await pollBoth();
        }
        await settled();

        const after: any = await kit.instances[0]!.app.services.competition.reads.eventPage(eventKey);
        const rows = (await alertsOf(ids.ana!)).filter((a) => a.kind !== 'chat');
        // One row per fact, however many deliveries and looks saw it.
        const facts = rows.map((a) => `${a.kind}:${a.subject}`);
        expect(new Set(facts).size).toBe(facts.length);
        const results = rows.filter((a) => a.kind === 'result');
        const scored = results.filter((a) => a.subject === next.key);
        expect(scored).toHaveLength(1);
        const played = after.matches.find((m: any) => m.key === next.key);
        // The data's score, not the message's.
        expect(scored[0]!.body).toMatch(new RegExp(`^Red ${played.alliances.red.score} – Blue ${played.alliances.blue.score}`));
        // Every match of 7790 played after the baseline got its result alert, and nothing else did.
        const playedSince = after.matches.filter(
          (m: any) => ours(m) && m.alliances.red.score !== null && !page.matches.some((p: any) => p.key === m.key && p.alliances.red.score !== null),
        );
        expect(playedSince.length).toBeGreaterThan(3);
        expect(results.map((a) => a.subject).sort()).toEqual(playedSince.map((m: any) => m.key).sort());
        expect(rows.filter((a) => a.kind === 'upcoming').length).toBeGreaterThan(0);

        // And each was pushed exactly once, though both instances' senders were awake for every one.
        await expectEachSentAlertPushedOnce();
        // Ben follows nobody: no team alerts for him.
        expect((await alertsOf(ids.ben!)).filter((a) => a.kind !== 'chat')).toEqual([]);
      }, 180_000);
    });
  },
);
