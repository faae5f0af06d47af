import { describe, expect, it } from 'vitest';
import { engines } from '../databases.ts';
import { twoInstancesBeforeTheEvent, WORLD_START } from './team-alerts-kit.ts';

describe.each(engines)('the alert channel on %s, with two server instances', (engine) => {
  const { k, apps, follow, driveTeamChannel, baseline, walkTheDay, alertsOf } = twoInstancesBeforeTheEvent(engine);

  it("posts the channel's alerts into the chosen channel once, from the administrator who chose it", async () => {
    await follow('ana', 7790);
    await driveTeamChannel();
    // The schedule's release and the first two hours of qualifications: alerts of several kinds.
    await baseline();
    await walkTheDay(WORLD_START + 2 * 3600_000);
    const channelAlerts = await alertsOf(null);
    expect(new Set(channelAlerts.map((a) => a.kind)).size).toBeGreaterThan(1);

    await Promise.all(apps().map((app) => app.services.alerts.delivery.deliverDue()));
    const messages = await k.t.database.query<{ content: string; sender_id: number }>(
      `select content, sender_id from chat_messages where chat_key = 'drive-team' order by id`,
    );
    expect(messages).toHaveLength(channelAlerts.length);
    // Two instances post side by side, so compare as sets.
    expect(messages.map((m) => m.content.split('\n')[0]).sort()).toEqual(channelAlerts.map((a) => `🔔 ${a.title}`).sort());
    expect(messages.every((m) => m.sender_id === k.ids.coach)).toBe(true);
    // Members see the posts in the channel like any message.
    const page = await k.ok('GET', '/api/chat/messages/drive-team', 'ana');
    expect(page[page.length - 1].sender_username).toBe('coach');
    // Delivered once: another pass posts nothing more.
    await Promise.all(apps().map((app) => app.services.alerts.delivery.deliverDue()));
    expect(await k.t.database.query(`select 1 from chat_messages where chat_key = 'drive-team'`)).toHaveLength(messages.length);
  }, 300_000);
});
