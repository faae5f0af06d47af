import { randomUUID } from 'node:crypto';
import type { PushPayload } from '@team7790/shared/notifications/push';
import type { DeviceTarget, PushDevices } from '../push/devices.ts';
import type { SendOutcome, WebPushSender } from '../push/web-push-sender.ts';
import type { ChatForAlerts } from '../chat-port.ts';
import type { ChannelPoster } from './alert-channel.ts';
import type { AlertRow, AlertsRepo } from './alerts-repo.ts';
import { composeChatBundle } from './chat-alerts.ts';

/** Sends to one native device token (FCM on Android). */
export interface NativePushSender {
  send(token: string, payload: PushPayload): Promise<SendOutcome>;
}

/** A claimed send not finished in this long (the instance died mid-send) is taken over by another. */
const LEASE_MS = 60_000;
const BATCH = 50;
const MAX_ATTEMPTS = 5;
/**
 * Pushes one instance sends at once. Each waits mostly on the push service and a few queries, so one
 * at a time held an instance to about 40 a second: one score for a team 40 members follow.
 */
const SEND_CONCURRENCY = 8;

/**
 * Sends due alerts. Rows are claimed with FOR UPDATE SKIP LOCKED, so instances share the work and
 * never take the same row; each device's delivery is recorded before and after the send, so a send
 * taken over after a crash skips the devices already done. The one send that may repeat (the crash
 * came between the push service's answer and our record) carries the same Topic and tag, so the push
 * service and the device replace it rather than show it twice.
 */
export class AlertDelivery {
  readonly instance = randomUUID();

  constructor(
    private readonly repo: AlertsRepo,
    private readonly devices: PushDevices,
    private readonly web: WebPushSender,
    private readonly native: NativePushSender | null,
    private readonly channel: ChannelPoster,
    private readonly chat: ChatForAlerts,
    private readonly now: () => Date,
  ) {}

  /** Claims and sends everything due; answers how many alerts it finished. */
  async deliverDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await this.claim();
      const one = (alert: AlertRow) => this.deliver(alert).catch(() => this.release(alert, 'failed'));
      // Posts into a chat channel keep their order; pushes to people go several at a time.
      const posts = claimed.filter((a) => a.user_id === null);
      const pushes = claimed.filter((a) => a.user_id !== null);
      let next = 0;
      const lane = async () => {
        while (next < pushes.length) await one(pushes[next++]!);
      };
      await Promise.all([
        (async () => {
          for (const alert of posts) await one(alert);
        })(),
        ...Array.from({ length: Math.min(SEND_CONCURRENCY, pushes.length) }, lane),
      ]);
      done += claimed.length;
      if (claimed.length < BATCH) return done;
    }
  }

  private async claim(): Promise<AlertRow[]> {
    const at = this.now();
    const leaseEnd = new Date(at.getTime() - LEASE_MS);
    return this.repo.claim(this.instance, at, leaseEnd, BATCH);
  }

  private async deliver(alert: AlertRow): Promise<void> {
    const userId = alert.user_id;
    if (userId === null) {
      // A post into a chat channel rather than a push to a person.
      const outcome = await this.onTarget(alert, `channel:${alert.chat_key}`, () => this.channel.post(alert.chat_key!, alert));
      await this.finish(alert, outcome === 'failed' ? 'failed' : 'sent');
      return;
    }
    if (alert.kind === 'chat') {
      // A message the follower reached after an earlier bundle was composed with it is not told of again.
      const toldThrough = await this.repo.toldThrough(userId, alert.chat_key!, alert.id);
      const text = await composeChatBundle(this.chat, userId, alert.chat_key!, Math.max(alert.first_message_id!, toldThrough + 1));
      if (!text) {
        await this.finish(alert, 'skipped');
        return;
      }
      alert = { ...alert, ...text };
      await this.repo.setText(alert.id, text);
    }
    const targets = await this.devices.targetsOf(userId);
    if (targets.length === 0) {
      await this.finish(alert, 'skipped');
      return;
    }
    const payload: PushPayload = { title: alert.title, body: alert.body, url: alert.url, tag: alert.alert_key, kind: alert.kind };
    let anyFailed = false;
    for (const target of targets) {
      const outcome = await this.onTarget(alert, target.target, () => this.sendTo(target, payload));
      if (outcome === 'failed') anyFailed = true;
    }
    await this.finish(alert, anyFailed ? 'failed' : 'sent');
  }

  private async sendTo(target: DeviceTarget, payload: PushPayload): Promise<SendOutcome> {
    if (target.kind === 'web') return this.web.send({ endpoint: target.endpoint!, p256dh: target.p256dh!, auth: target.auth! }, payload);
    if (!this.native) return { status: 'failed', detail: 'native push is not configured' };
    return this.native.send(target.token!, payload);
  }

  /**
   * One device: claim its delivery row (skipping one already sent or gone), send, record the outcome.
   * Answers 'done' when nothing is left to do for this device.
   */
  private async onTarget(alert: AlertRow, target: string, send: () => Promise<SendOutcome>): Promise<'done' | 'failed'> {
    const at = this.now();
    if (!(await this.repo.claimDelivery(alert.id, target, at))) return 'done';
    const outcome = await send();
    await this.repo.recordDelivery(alert.id, target, outcome.status, 'detail' in outcome ? outcome.detail : null);
    if (target.startsWith('web:') || target.startsWith('native:')) {
      const [kind, id] = target.split(':') as ['web' | 'native', string];
      const device: DeviceTarget = { target, kind, id: Number(id) };
      if (outcome.status === 'gone') await this.devices.remove(device);
      if (outcome.status === 'sent') await this.devices.markSuccess(device);
    }
    return outcome.status === 'failed' ? 'failed' : 'done';
  }

  private async finish(alert: AlertRow, result: 'sent' | 'skipped' | 'failed'): Promise<void> {
    if (result === 'failed') return this.release(alert, 'failed');
    await this.repo.finish(alert.id, this.instance, result, this.now());
  }

  /** Some device failed: try again later (devices already done are skipped), up to a limit. */
  private async release(alert: AlertRow, _why: 'failed'): Promise<void> {
    const giveUp = alert.attempts >= MAX_ATTEMPTS;
    const retryAt = new Date(this.now().getTime() + Math.min(2 ** alert.attempts * 15_000, 15 * 60_000));
    if (giveUp) await this.repo.finish(alert.id, this.instance, 'sent', this.now());
    else await this.repo.retryLater(alert.id, this.instance, retryAt);
  }
}
