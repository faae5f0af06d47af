import { describe, expect, it } from 'vitest';
import { teamHighlight } from './team-colors.ts';

describe('teamHighlight', () => {
  it('gives 7790 orange with its star and the three partner teams their colours', () => {
    expect(teamHighlight(7790)).toEqual({ color: '#ff6b00', home: true, favourite: false });
    expect(teamHighlight(3767)?.color).toBe('#68be5c');
    expect(teamHighlight(7598)?.color).toBe('#7b00ff');
    expect(teamHighlight(5560)?.color).toBe('#002aff');
    expect(teamHighlight(254)).toBeNull();
    expect(teamHighlight(null)).toBeNull();
  });
  it("uses the signed-in user's favourite colour over the fixed one, keeping 7790's star", () => {
    const favourites = new Map([
      [254, '#123456'],
      [7790, '#00ffaa'],
    ]);
    expect(teamHighlight(254, favourites)).toEqual({ color: '#123456', home: false, favourite: true });
    expect(teamHighlight(7790, favourites)).toEqual({ color: '#00ffaa', home: true, favourite: true });
  });
});
