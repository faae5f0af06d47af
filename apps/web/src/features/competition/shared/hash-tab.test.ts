import { describe, expect, it } from 'vitest';
import { tabFromHash } from './hash-tab.ts';

describe('tabFromHash', () => {
  const tabs = ['rankings', 'schedule', 'playoff', 'awards'] as const;
  it('accepts only the listed tabs and the aliases', () => {
    expect(tabFromHash('#schedule', tabs, 'rankings')).toBe('schedule');
    expect(tabFromHash('#playoffs', tabs, 'rankings', { playoffs: 'playoff' })).toBe('playoff');
    expect(tabFromHash('#PLAYOFF', tabs, 'rankings')).toBe('playoff');
  });
  it('falls back for anything else', () => {
    expect(tabFromHash('', tabs, 'rankings')).toBe('rankings');
    expect(tabFromHash('#overview', tabs, 'rankings')).toBe('rankings');
    expect(tabFromHash('#%E0%A4%A', tabs, 'rankings')).toBe('rankings');
  });
});
