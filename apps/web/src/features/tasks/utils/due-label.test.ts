import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label.ts';

describe('dueLabel', () => {
  it('says today, tomorrow, a date, or how long ago', () => {
    expect(dueLabel('2025-03-10', '2025-03-10')).toBe('Due today');
    expect(dueLabel('2025-03-11', '2025-03-10')).toBe('Due tomorrow');
    expect(dueLabel('2025-03-20', '2025-03-10')).toBe('Due Mar 20');
    expect(dueLabel('2026-01-02', '2025-03-10')).toBe('Due Jan 2, 2026');
    expect(dueLabel('2025-03-09', '2025-03-10')).toBe('Mar 9 (1 day ago)');
    expect(dueLabel('2025-03-01', '2025-03-10')).toBe('Mar 1 (9 days ago)');
  });
});
