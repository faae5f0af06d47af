import { afterEach, describe, expect, it } from 'vitest';
import { eventWindow } from '../competition/event-status.ts';
import { formatMatchMoment, formatMatchTime } from '../competition/match-time.ts';
import { drawnText, forgetDrawnTexts, giveDrawnTexts, recordDrawnTexts } from './drawn-texts.ts';

afterEach(() => forgetDrawnTexts());

describe('what a drawing worked out through Intl, reused by the browser’s first render', () => {
  // 2025-03-01 20:43 UTC: 3:43 PM in Michigan.
  const seconds = Date.UTC(2025, 2, 1, 20, 43) / 1000;
  const lakeCity = { key: '2025milac', start_date: '2025-02-28', end_date: '2025-03-02', timezone: 'America/Detroit' };

  it('keeps every match text and event window a drawing works out, the ones worked out before it included', () => {
    // Worked out before the drawing (another page, the API): the drawing still sends it.
    const before = eventWindow(lakeCity)!;
    const stop = recordDrawnTexts();
    expect(formatMatchMoment(seconds, 'America/Detroit')).toBe('Sat, Mar 1, 3:43 PM EST');
    eventWindow(lakeCity);
    const texts = stop();
    expect(texts).toEqual({
      'zone|1740861780|America/Detroit': 'EST',
      'shortDay|1740861780|America/Detroit': 'Sat, Mar 1',
      'time|1740861780|America/Detroit': '3:43 PM',
      'window|2025milac|2025-02-28|2025-03-02|America/Detroit': [before.start.getTime(), before.end.getTime()],
    });
    // Midnight in Detroit (EST, UTC-5) to midnight after the end date.
    expect(texts['window|2025milac|2025-02-28|2025-03-02|America/Detroit']).toEqual([Date.UTC(2025, 1, 28, 5), Date.UTC(2025, 2, 3, 5)]);
    // Once stopped, nothing more is kept.
    formatMatchTime(seconds + 60, 'America/Detroit');
    expect(stop()).toEqual(texts);
  });

  it('gives the first render the sent value without working it out again', () => {
    giveDrawnTexts({ 'time|1740861780|America/Detroit': '3:43 PM', 'window|2025xx|2025-02-28|2025-03-02|Asia/Tokyo': [1, 2] });
    let worked = 0;
    expect(drawnText('time|1740861780|America/Detroit', () => `${++worked}`)).toBe('3:43 PM');
    expect(worked).toBe(0);
    expect(eventWindow({ key: '2025xx', start_date: '2025-02-28', end_date: '2025-03-02', timezone: 'Asia/Tokyo' })).toEqual({
      start: new Date(1),
      end: new Date(2),
    });
    // A value the drawing did not need is worked out as before.
    expect(formatMatchTime(seconds + 60, 'America/Detroit')).toBe('3:44 PM');
  });

  it('takes nothing that is not in the shape of a worked-out value', () => {
    giveDrawnTexts({ a: { nested: true }, b: [1, 'x'], c: Number.NaN, d: 'kept', e: [3, 4], f: false, g: null });
    giveDrawnTexts('not an object');
    giveDrawnTexts([['a', 'b']]);
    const work = (key: string) => drawnText(key, () => 'worked');
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(work)).toEqual(['worked', 'worked', 'worked', 'kept', [3, 4], false, null]);
  });
});
