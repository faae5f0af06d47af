import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../../db/client.ts';
import type { Settings } from '../../../settings.ts';
import { rows } from '../../../db/rows.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const VAPID_STATE = 'vapid_keys';

/**
 * The VAPID key pair: from the settings when given, otherwise generated once and kept in the
 * database. The first instance to store a pair wins; every instance then reads the same one, so
 * subscriptions made through any instance stay valid.
 */
export async function resolveVapid(db: Database, settings: Settings): Promise<VapidDetails> {
  const subject = settings.VAPID_SUBJECT ?? (settings.PUBLIC_SITE_URL?.startsWith('https://') ? settings.PUBLIC_SITE_URL : 'mailto:notifications@localhost');
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  }
  const generated = webpush.generateVAPIDKeys();
  await db.execute(
    sql`insert into alert_state (name, value, updated_at) values (${VAPID_STATE}, ${JSON.stringify(generated)}::jsonb, now()) on conflict (name) do nothing`,
  );
  const stored = await rows<{ value: unknown }>(db, sql`select value from alert_state where name = ${VAPID_STATE}`);
  const value = (typeof stored[0]?.value === 'string' ? JSON.parse(stored[0].value) : stored[0]?.value) as { publicKey: string; privateKey: string };
  return { subject, publicKey: value.publicKey, privateKey: value.privateKey };
}
