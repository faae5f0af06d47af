import { Award, Crown, Leaf, Medal, Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { AWARD_ICONS, awardIcon } from './award-icons.ts';

describe('award icons', () => {
  it('has an icon for every award type 0 to 83', () => {
    expect(AWARD_ICONS).toHaveLength(84);
    for (let type = 0; type <= 83; type++) expect(awardIcon(type), `type ${type}`).toBeTruthy();
  });
  it('maps the headline awards and falls back for unknown types', () => {
    expect([awardIcon(0), awardIcon(1), awardIcon(2), awardIcon(83)]).toEqual([Crown, Trophy, Medal, Leaf]);
    expect(awardIcon(84)).toBe(Award);
    expect(awardIcon(-1)).toBe(Award);
  });
});
