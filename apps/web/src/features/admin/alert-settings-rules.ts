import { WEBHOOK_SECRET_MIN_LENGTH } from '@team7790/shared/notifications/push';

const MAX_TEAMS = 50;

/** "7790, 254 33" → [7790, 254, 33] (duplicates dropped, order kept), or what is wrong with it. */
export function parseTeamList(text: string): { teams: number[] } | { error: string } {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return { error: 'Enter at least one team number.' };
  const teams: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,5}$/.test(part) || Number(part) < 1) return { error: `"${part}" is not a team number.` };
    if (!teams.includes(Number(part))) teams.push(Number(part));
  }
  if (teams.length > MAX_TEAMS) return { error: `At most ${MAX_TEAMS} teams.` };
  return { teams };
}

/** The server's rule for a webhook secret, checked before sending. */
export function webhookSecretProblem(secret: string): string | null {
  const value = secret.trim();
  if (value.length < WEBHOOK_SECRET_MIN_LENGTH) return `The secret must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters.`;
  if (value.length > 256) return 'The secret must be at most 256 characters.';
  if (!/^[\x21-\x7e]+$/.test(value)) return 'The secret may contain only visible ASCII characters, no spaces.';
  return null;
}

/** A strong secret to paste into The Blue Alliance's webhook form: 32 random bytes as hex. */
export function generateWebhookSecret(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return [...random(new Uint8Array(new ArrayBuffer(32)))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
