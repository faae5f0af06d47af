import { describe, expect, it } from 'vitest';
import { tbaWebhookAction } from './tba-webhook.ts';

describe("The Blue Alliance's webhook messages", () => {
  it('keeps the verification key', () => {
    expect(tbaWebhookAction({ message_type: 'verification', message_data: { verification_key: 'abc' } })).toEqual({
      type: 'verification',
      verificationKey: 'abc',
    });
    expect(tbaWebhookAction({ message_type: 'verification', message_data: {} })).toEqual({ type: 'ignored' });
  });

  it('turns every message about an event into a look at that event, and nothing else', () => {
    for (const type of [
      'match_score',
      'upcoming_match',
      'match_video',
      'alliance_selection',
      'awards_posted',
      'schedule_updated',
      'starting_comp_level',
    ]) {
      expect(tbaWebhookAction({ message_type: type, message_data: { event_key: '2025MILAC', match_key: '2025milac_qm1' } })).toEqual({
        type: 'event',
        eventKey: '2025milac',
      });
    }
  });

  it('ignores unknown message types and event keys that are not one, so neither reaches a provider address', () => {
    expect(tbaWebhookAction({ message_type: 'broadcast', message_data: { event_key: '2025milac' } })).toEqual({ type: 'ignored' });
    expect(tbaWebhookAction({ message_type: 'made_up', message_data: { event_key: '2025milac' } })).toEqual({ type: 'ignored' });
    for (const eventKey of ['../team/frc254', '2025milac/matches', '2025milac?x=1', 'milac', '', 42]) {
      expect(tbaWebhookAction({ message_type: 'match_score', message_data: { event_key: eventKey } })).toEqual({ type: 'ignored' });
    }
    expect(tbaWebhookAction({ message_type: 'match_score' })).toEqual({ type: 'ignored' });
  });
});
