import { recycleRush2015, steamworks2017, stronghold2016 } from './early-games.ts';
import type { GameRules } from './game.ts';
import { chargedUp2023, rapidReact2022 } from './grid-games.ts';
import { deepSpace2019, infiniteRecharge2020, powerUp2018 } from './middle-games.ts';
import { crescendo2024, rebuilt2026, reefscape2025 } from './recent-games.ts';

const GAMES: Record<number, GameRules> = {
  2015: recycleRush2015,
  2016: stronghold2016,
  2017: steamworks2017,
  2018: powerUp2018,
  2019: deepSpace2019,
  2020: infiniteRecharge2020,
  2022: rapidReact2022,
  2023: chargedUp2023,
  2024: crescendo2024,
  2025: reefscape2025,
  2026: rebuilt2026,
};

/** The game played in a season; seasons after the newest known game reuse its rules. */
export function gameFor(year: number): GameRules {
  const game = GAMES[year] ?? (year > 2026 ? rebuilt2026 : undefined);
  if (!game) throw new Error(`no game is simulated for ${year}`);
  return game;
}

export type { AllianceResult, GameRules } from './game.ts';
