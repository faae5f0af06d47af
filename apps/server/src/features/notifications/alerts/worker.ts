import type { DatabaseHandle } from '../../../db/client.ts';
import { EVENTS_CHANNEL } from '../../live/event-log-repo.ts';
import type { ChatAlertFollower } from './chat-alerts.ts';
import type { AlertDelivery } from './delivery.ts';
import { ALERTS_CHANNEL } from './alerts-repo.ts';
import type { TeamFactsFollower } from './team-facts.ts';
import type { TeamAlerts } from './team-alerts.ts';

/** Runs `task` one at a time; a call while it runs asks for one more pass afterwards. */
type Flight = (() => Promise<void>) & { current: () => Promise<void> | null; stop: () => void };

function singleFlight(task: () => Promise<unknown>, onError: (err: unknown) => void): Flight {
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await task().catch(onError);
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return Object.assign(run, { current: () => running, stop: () => void (stopped = true) });
}

/**
 * The background alert worker of one server process: follows the event log's chat messages and competition facts
 * (woken by its NOTIFY), looks for due upcoming-match warnings on a cycle, and sends due alerts (woken by NOTIFY,
 * with a short sweep for bundles whose window closed).
 * Several processes may run it at once: all coordination is in PostgreSQL.
 */
export class AlertWorker {
  private timers: NodeJS.Timeout[] = [];
  private stops: (() => Promise<void>)[] = [];
  private started = false;
  readonly followChat: Flight;
  readonly followFacts: Flight;
  readonly poll: Flight;
  readonly deliver: Flight;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly chat: ChatAlertFollower,
    private readonly facts: TeamFactsFollower,
    private readonly team: TeamAlerts,
    private readonly delivery: AlertDelivery,
    private readonly pollSeconds: number,
    private readonly log: (err: unknown, what: string) => void,
  ) {
    this.followChat = singleFlight(
      async () => {
        if ((await this.chat.followOnce()) > 0) await this.deliver();
      },
      (err) => log(err, 'chat alerts'),
    );
    this.followFacts = singleFlight(
      async () => {
        if ((await this.facts.followOnce()) > 0) await this.deliver();
      },
      (err) => log(err, 'team alerts'),
    );
    this.poll = singleFlight(
      () => this.team.pollOnce(),
      (err) => log(err, 'upcoming-match warnings'),
    );
    this.deliver = singleFlight(
      () => this.delivery.deliverDue(),
      (err) => log(err, 'alert delivery'),
    );
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.chat.init();
    await this.facts.init();
    const followLog = () => {
      void this.followChat();
      void this.followFacts();
    };
    this.stops.push(await this.database.listen(EVENTS_CHANNEL, followLog, followLog));
    this.stops.push(
      await this.database.listen(
        ALERTS_CHANNEL,
        () => void this.deliver(),
        () => void this.deliver(),
      ),
    );
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => void task(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(5_000, this.followChat);
    every(5_000, this.followFacts);
    every(2_000, this.deliver);
    every(this.pollSeconds * 1000, this.poll);
    void this.poll();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const stop of this.stops) await stop().catch(() => {});
    this.stops = [];
    // Let work in progress finish and record its outcome; start nothing new.
    const flights = [this.followChat, this.followFacts, this.poll, this.deliver];
    for (const flight of flights) flight.stop();
    await Promise.all(flights.map((flight) => flight.current()));
    this.started = false;
  }
}
