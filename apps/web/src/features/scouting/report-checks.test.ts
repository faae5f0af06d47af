import { describe, expect, it } from 'vitest';
import { notStartedText, phasesBelowText } from './report-checks.ts';

const at = Date.parse('2026-03-07T15:00:00Z');
const match = (time: string | null, played = false) => ({ name: 'Qualification 12', time, played });

describe('what the scouting form says before a report goes', () => {
  it('asks about a match whose start is still to come', () => {
    expect(notStartedText(match('2026-03-07T15:20:00Z'), at)).toMatch(/^Qualification 12 has not started yet: it is scheduled for \w{3} \d/);
  });

  it('asks nothing once the start has passed, though the score is not posted yet, nor for a played match or one with no time', () => {
    expect(notStartedText(match('2026-03-07T14:55:00Z'), at)).toBeNull();
    expect(notStartedText(match('2026-03-07T15:20:00Z', true), at)).toBeNull();
    expect(notStartedText(match(null), at)).toBeNull();
    expect(notStartedText(undefined, at)).toBeNull();
  });

  it('names the phases below the furthest reached, and nothing once the last is reached', () => {
    const phases = ['auto', 'teleop', 'endgame', 'after'] as const;
    expect(phasesBelowText(phases, 0)).toBe('Teleop, Endgame and After the match are below: scroll down to fill them in.');
    expect(phasesBelowText(phases, 2)).toBe('After the match is below: scroll down to fill it in.');
    expect(phasesBelowText(phases, 3)).toBeNull();
  });
});
