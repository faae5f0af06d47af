import type { ScoutMatch } from '@team7790/shared/scouting/scout-matches';
import { describe, expect, it } from 'vitest';
import type { Draft } from '../offline/drafts.ts';
import type { OutboxReport } from '../offline/outbox.ts';
import { matchProgress, nextToScout, progressKey } from './match-progress.ts';

const match = (n: number, played = false): ScoutMatch => ({
  match_key: `2025milac_qm${n}`,
  match_name: `Qualification ${n}`,
  comp_level: 'qm',
  match_number: n,
  time: null,
  played,
  station: 'red2',
  team_number: 7790,
  assignment_id: 1,
});
const sent = (n: number) =>
  ({ latest: { origin: 'device', submission: { match_key: `2025milac_qm${n}`, station: 'red2' } } }) as unknown as OutboxReport;
const draft = (n: number) => ({ id: `d${n}`, match_key: `2025milac_qm${n}`, station: 'red2' }) as unknown as Draft;

describe("a scout's next match", () => {
  const assigned = [match(10, true), match(12), match(15), match(18)];

  it('skips a match a second phone (or this one before it was cleared) sent, which the server holds', () => {
    const progress = matchProgress([], [], [{ match_key: '2025milac_qm12', station: 'red2' }]);
    expect(progress.get(progressKey('2025milac_qm12', 'red2'))).toEqual({ kind: 'elsewhere' });
    expect(nextToScout(assigned, progress)?.match_number).toBe(15);
  });

  it('skips a match saved on this device, and keeps one only started here', () => {
    expect(nextToScout(assigned, matchProgress([sent(12)], []))?.match_number).toBe(15);
    expect(nextToScout(assigned, matchProgress([sent(12)], [draft(15)]))?.match_number).toBe(15);
  });

  it("lets this device's own report and draft stand over the server's mark, so it can still be edited", () => {
    const progress = matchProgress(
      [sent(12)],
      [draft(15)],
      [
        { match_key: '2025milac_qm12', station: 'red2' },
        { match_key: '2025milac_qm15', station: 'red2' },
      ],
    );
    expect(progress.get(progressKey('2025milac_qm12', 'red2'))?.kind).toBe('saved');
    expect(progress.get(progressKey('2025milac_qm15', 'red2'))?.kind).toBe('draft');
  });

  it('only counts the position assigned: a report from another station does not scout it', () => {
    const progress = matchProgress([], [], [{ match_key: '2025milac_qm12', station: 'blue1' }]);
    expect(nextToScout(assigned, progress)?.match_number).toBe(12);
    expect(nextToScout(assigned, matchProgress([], [], undefined))?.match_number).toBe(12);
  });
});
