import { describe, expect, it } from 'vitest';
import { chatUrl, planNotificationClick, sitePath } from './notification-links.ts';
import { parsePushText } from './push-display.ts';

const ORIGIN = 'https://baywatchrobotics.org';

describe('notification links', () => {
  it('leads a channel to /channels and a direct or group chat to /messages, at the message', () => {
    expect(chatUrl('drive-team', 42)).toBe('/channels?channel=drive-team&message=42');
    expect(chatUrl('general')).toBe('/channels?channel=general');
    expect(chatUrl('dm_3_17', 8)).toBe('/messages?chat=dm_3_17&message=8');
    expect(chatUrl('12', 9)).toBe('/messages?chat=12&message=9');
    // Channel ids are names: anything unusual is encoded, never read as another parameter.
    expect(chatUrl('pit & build', null)).toBe('/channels?channel=pit+%26+build');
  });

  it('opens only addresses on this site', () => {
    expect(sitePath('/messages?chat=dm_1_2')).toBe('/messages?chat=dm_1_2');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/x\nSet-Cookie', 5, null]) {
      expect(sitePath(bad)).toBeNull();
    }
    expect(parsePushText('{"title":"t","url":"//evil.example/"}')).toEqual({ title: 't' });
  });

  describe('which window a click uses', () => {
    const target = '/channels?channel=general&message=5';
    it('focuses a window already showing the chat', () => {
      const windows = [{ url: `${ORIGIN}/tasks`, focused: true }, { url: `${ORIGIN}${target}` }];
      expect(planNotificationClick(windows, target, ORIGIN)).toEqual({ action: 'focus', index: 1 });
    });

    it('takes the focused, else the visible, else the first window of the site there', () => {
      expect(planNotificationClick([{ url: `${ORIGIN}/tasks` }, { url: `${ORIGIN}/calendar`, focused: true }], target, ORIGIN)).toEqual({
        action: 'navigate',
        index: 1,
      });
      expect(
        planNotificationClick(
          [
            { url: `${ORIGIN}/tasks`, visibilityState: 'hidden' },
            { url: `${ORIGIN}/calendar`, visibilityState: 'visible' },
          ],
          target,
          ORIGIN,
        ),
      ).toEqual({
        action: 'navigate',
        index: 1,
      });
      expect(planNotificationClick([{ url: `${ORIGIN}/messages` }], target, ORIGIN)).toEqual({ action: 'navigate', index: 0 });
    });

    it('opens a new window when none of the site is open', () => {
      expect(planNotificationClick([], target, ORIGIN)).toEqual({ action: 'open' });
      expect(planNotificationClick([{ url: 'https://other.example/' }], target, ORIGIN)).toEqual({ action: 'open' });
    });
  });
});
