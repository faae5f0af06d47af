import webpush from 'web-push';
import type { Settings } from '../../../settings.ts';
import type { StateRepo } from '../../../db/state-repo.ts';

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
export async function resolveVapid(state: StateRepo, settings: Settings): Promise<VapidDetails> {
  const subject =
    settings.VAPID_SUBJECT ?? (settings.PUBLIC_SITE_URL?.startsWith('https://') ? settings.PUBLIC_SITE_URL : 'mailto:notifications@localhost');
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) {
    return { subject, publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  }
  const generated = webpush.generateVAPIDKeys();
  await state.writeIfAbsent(VAPID_STATE, generated);
  const value = (await state.read<{ publicKey: string; privateKey: string }>(VAPID_STATE))!;
  return { subject, publicKey: value.publicKey, privateKey: value.privateKey };
}
