import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { teamMatchScore } from './team-matches-table.tsx';

const side = (team_keys: string[], score: number | null) => ({ team_keys, surrogate_team_keys: [], dq_team_keys: [], score });
const match = (key: string, red: number | null, blue: number | null, extra: Partial<MatchSummary> = {}): MatchSummary => {
  const [, level = 'qm', set = '1', number = '1'] = /_(qm|f)(?:(\d+)m)?(\d+)$/.exec(key) ?? [];
  return {
    key,
    event_key: key.split('_')[0]!,
    comp_level: level,
    set_number: level === 'qm' ? 1 : Number(set),
    match_number: Number(number),
    winning_alliance: '',
    time: null,
    predicted_time: null,
    actual_time: null,
    alliances: { red: side(['frc1', 'frc2', 'frc3'], red), blue: side(['frc4', 'frc5', 'frc6'], blue) },
    ...extra,
  };
};

describe('the team page score column', () => {
  it('shows a played score with a 0 in it (2012pah Q29 was 8-0; Q3 0-0 before later matches)', () => {
    const q3 = match('2012pah_qm3', 0, 0);
    const q29 = match('2012pah_qm29', 8, 0, { winning_alliance: 'red' });
    expect(teamMatchScore(q29, [q3, q29])).toBe('0 – 8');
    expect(teamMatchScore(q3, [q3, q29])).toBe('0 – 0');
    expect(teamMatchScore(match('2012pah_qm40', null, null), [q3, q29])).toBe('-');
  });

  it('says a final its series was decided without was not needed (2023njfla F3 after 2-0)', () => {
    const finals = [
      match('2023njfla_f1m1', 130, 112, { winning_alliance: 'red', actual_time: 1678655257 }),
      match('2023njfla_f1m2', 105, 98, { winning_alliance: 'red', actual_time: 1678656576 }),
      match('2023njfla_f1m3', null, null, { time: 1678655880 }),
    ];
    expect(finals.map((m) => teamMatchScore(m, finals, 10))).toEqual(['112 – 130', '98 – 105', 'Not needed']);
  });
});
