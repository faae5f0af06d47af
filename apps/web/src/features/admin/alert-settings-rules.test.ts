import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, parseTeamList, webhookSecretProblem } from './alert-settings-rules.ts';

describe('alert settings rules', () => {
  it('reads team numbers separated by commas or spaces, once each', () => {
    expect(parseTeamList('7790, 254 33,,7790')).toEqual({ teams: [7790, 254, 33] });
    expect(parseTeamList('  ')).toEqual({ error: 'Enter at least one team number.' });
    expect(parseTeamList('7790 frc254')).toEqual({ error: '"frc254" is not a team number.' });
    expect(parseTeamList('0')).toEqual({ error: '"0" is not a team number.' });
    expect(parseTeamList('123456')).toEqual({ error: '"123456" is not a team number.' });
  });

  it('checks a webhook secret as the server does', () => {
    expect(webhookSecretProblem('short')).toMatch(/at least 16/);
    expect(webhookSecretProblem('has a space in the middle')).toMatch(/no spaces/);
    expect(webhookSecretProblem('  sixteen-chars-ok!  ')).toBeNull();
  });

  it('generates 64 hex characters from 32 random bytes', () => {
    const secret = generateWebhookSecret((b) => b.fill(171));
    expect(secret).toBe('ab'.repeat(32));
    expect(webhookSecretProblem(generateWebhookSecret())).toBeNull();
    expect(generateWebhookSecret()).not.toBe(generateWebhookSecret());
  });
});
