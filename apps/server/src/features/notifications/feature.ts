import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../feature.ts';
import { StateRepo } from '../../db/state-repo.ts';
import { ChannelPoster } from './alerts/alert-channel.ts';
import { AlertsRepo } from './alerts/alerts-repo.ts';
import { ChatAlertFollower } from './alerts/chat-alerts.ts';
import { AlertDelivery, type NativePushSender } from './alerts/delivery.ts';
import { FollowersRepo } from './alerts/followers-repo.ts';
import { TeamFactsFollower } from './alerts/team-facts.ts';
import { TeamAlerts, type CompetitionReader } from './alerts/team-alerts.ts';
import { AlertWorker } from './alerts/worker.ts';
import type { ChatForAlerts } from './chat-port.ts';
import { PushDevices } from './push/devices.ts';
import { DevicesRepo } from './push/devices-repo.ts';
import { PushEndpointPolicy, type PushEndpointPolicyOptions } from './push/endpoint-policy.ts';
import { FcmSender, readServiceAccount } from './push/fcm-sender.ts';
import { pushRoutes } from './push/routes.ts';
import { resolveVapid } from './push/vapid.ts';
import { WebPushSender } from './push/web-push-sender.ts';

declare module '../../feature.ts' {
  interface Services {
    alerts: AlertEngine;
  }
}

export interface AlertEngine {
  worker: AlertWorker;
  chat: ChatAlertFollower;
  team: TeamAlerts;
  facts: TeamFactsFollower;
  delivery: AlertDelivery;
  devices: PushDevices;
}

export interface NotificationsOptions extends FeatureContext {
  /** The competition data the favourite-team alerts compare. */
  competition: CompetitionReader;
  /** The chats that chat alerts are about and that the alert channel posts into. */
  chat: ChatForAlerts;
  nativeSender?: NativePushSender;
  /** The tests' seams into the push endpoint policy (stand-in origins, a resolver). */
  pushPolicy?: Omit<PushEndpointPolicyOptions, 'extraHosts'>;
}

/**
 * Push devices, and favourite-team and chat alerts: followers of the event log (decision 0011) and the timed
 * upcoming-match warnings. The worker is built here but started by the server process (server-process.ts), so tests
 * drive each step themselves.
 */
export async function notificationsFeature(app: FastifyInstance, options: NotificationsOptions): Promise<void> {
  const { database, settings, now } = options;
  const db = database.db;
  const state = new StateRepo(db);
  const alerts = new AlertsRepo(db, database);
  const vapid = await resolveVapid(state, settings);
  const pushPolicy = new PushEndpointPolicy({ ...options.pushPolicy, extraHosts: settings.PUSH_SERVICE_HOSTS });
  app.addHook('onClose', () => pushPolicy.close());
  const web = new WebPushSender(vapid, pushPolicy);
  const native =
    options.nativeSender ??
    (settings.FCM_SERVICE_ACCOUNT_FILE ? new FcmSender(readServiceAccount(settings.FCM_SERVICE_ACCOUNT_FILE), settings.FCM_BASE_URL) : null);
  const devices = new PushDevices(new DevicesRepo(db), now);
  const channel = new ChannelPoster(state, alerts, options.chat);
  const team = new TeamAlerts(new FollowersRepo(db), alerts, options.competition, channel, settings.ALERT_UPCOMING_LEAD_MINUTES * 60, now);
  const chat = new ChatAlertFollower(
    state,
    alerts,
    { bundleSeconds: settings.ALERT_CHAT_BUNDLE_SECONDS, cooldownSeconds: settings.ALERT_CHAT_COOLDOWN_SECONDS },
    now,
  );
  const delivery = new AlertDelivery(alerts, devices, web, native, channel, options.chat, now);
  const facts = new TeamFactsFollower(state, team);
  const worker = new AlertWorker(database, chat, facts, team, delivery, settings.ALERT_POLL_SECONDS, (err, what) =>
    app.log.warn({ err }, `${what} failed`),
  );
  app.services.alerts = { worker, chat, team, facts, delivery, devices };
  app.addHook('preClose', () => worker.stop());

  await app.register(pushRoutes, {
    devices,
    channel,
    policy: pushPolicy,
    vapidPublicKey: vapid.publicKey,
    nativeEnabled: native !== null,
    queueTest: (userId) => alerts.queueTest(userId, now()),
  });
}
