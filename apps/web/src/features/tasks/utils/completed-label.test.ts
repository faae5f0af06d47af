import { describe, expect, it } from 'vitest';
import { completedLabel } from './completed-label.ts';

const zone = 'America/Detroit';

describe('completedLabel', () => {
  it('says who completed the task and when, in the team’s time zone', () => {
    const task = { completed: true, completed_at: '2025-03-03T21:12:00.000Z', completer_username: 'alice' };
    expect(completedLabel(task, '2025-03-10', zone)).toBe('Completed by alice · Mar 3, 4:12 PM');
    // 03:30 UTC on 1 January is still New Year's Eve in Detroit, so last year's date carries its year.
    expect(completedLabel({ ...task, completed_at: '2025-01-01T03:30:00.000Z' }, '2025-03-10', zone)).toBe(
      'Completed by alice · Dec 31, 2024, 10:30 PM',
    );
  });

  it('leaves out a deleted completer, and says nothing for a pending task', () => {
    const task = { completed: true, completed_at: '2025-03-03T21:12:00.000Z', completer_username: null };
    expect(completedLabel(task, '2025-03-10', zone)).toBe('Completed · Mar 3, 4:12 PM');
    expect(completedLabel({ completed: false, completed_at: null, completer_username: null }, '2025-03-10', zone)).toBeNull();
  });
});
