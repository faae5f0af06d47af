import { fixedClock } from '../../src/clock.ts';
import { createSimulatedSeason } from '../../src/features/competition/simulation/index.ts';

export type Season = ReturnType<typeof createSimulatedSeason>;

export function seasonAt(instant: string): Season {
  return createSimulatedSeason({ now: fixedClock(instant) });
}

export async function tbaJson<T = unknown>(season: Season, path: string): Promise<T> {
  const response = await season.tba.get(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.body}`);
  return JSON.parse(response.body) as T;
}

export interface MatchBody {
  key: string;
  comp_level: string;
  set_number: number;
  match_number: number;
  winning_alliance: string;
  actual_time: number | null;
  time: number;
  predicted_time: number;
  post_result_time?: number | null;
  alliances: Record<'red' | 'blue', { score: number; team_keys: string[] }>;
  score_breakdown?: Record<string, Record<string, unknown>> | null;
}
