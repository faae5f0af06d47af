import type { AlertChannelConfig } from '@team7790/shared/notifications/push';
import type { Executor } from '../../../db/rows.ts';
import { badRequest } from '../../../http-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import type { StateRepo } from '../../../db/state-repo.ts';
import type { ChatForAlerts } from '../chat-port.ts';
import type { SendOutcome } from '../push/web-push-sender.ts';
import type { AlertsRepo } from './alerts-repo.ts';

const CHANNEL_STATE = 'alert_channel';

interface StoredChannelConfig extends AlertChannelConfig {
  /** The administrator who chose the channel: the posts appear under their name. */
  posted_by: number | null;
}

/**
 * Optionally, favourite-team alerts also go into one chat channel (a drive-team channel, say), as a
 * message from the administrator who turned it on. Which teams: the configured list.
 */
export class ChannelPoster {
  constructor(
    private readonly state: StateRepo,
    private readonly alerts: AlertsRepo,
    private readonly chat: ChatForAlerts,
  ) {}

  async config(db: Executor = this.state.db): Promise<StoredChannelConfig> {
    return (await this.state.read<StoredChannelConfig>(CHANNEL_STATE, db)) ?? { channel_id: null, teams: [7790], posted_by: null };
  }

  async configure(admin: AuthUser, channelId: string | null, teams: number[]): Promise<AlertChannelConfig> {
    if (channelId !== null) {
      const chat = await this.chat.describe(channelId);
      if (!chat || chat.kind !== 'channel') throw badRequest('Choose an existing chat channel.', 'unknown_channel');
    }
    const value: StoredChannelConfig = { channel_id: channelId, teams: [...new Set(teams)], posted_by: admin.id };
    await this.state.write(CHANNEL_STATE, value);
    return { channel_id: value.channel_id, teams: value.teams };
  }

  /** Posts one alert into the channel; a channel or poster that no longer qualifies drops the post. */
  async post(channelId: string, alert: { title: string; body: string }): Promise<SendOutcome> {
    const { posted_by: posterId } = await this.config();
    const user = await this.alerts.account(posterId ?? 0);
    if (!user || user.user_type !== 'member') return { status: 'gone', detail: 'the administrator who chose the channel is gone' };
    const author: AuthUser = { id: user.id, username: user.username, isAdmin: user.is_admin, userType: user.user_type, sessionId: 0 };
    try {
      await this.chat.post(author, channelId, `🔔 ${alert.title}\n${alert.body}`);
      return { status: 'sent' };
    } catch (err) {
      return { status: 'gone', detail: err instanceof Error ? err.message : String(err) };
    }
  }
}
