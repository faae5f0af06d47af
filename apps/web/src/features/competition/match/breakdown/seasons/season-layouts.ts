import type { AllianceBreakdown, SeasonLayout } from '../breakdown-types.ts';
import { recycleRush2015 } from './season-2015.ts';
import { stronghold2016 } from './season-2016.ts';
import { steamworks2017 } from './season-2017.ts';
import { powerUp2018 } from './season-2018.ts';
import { deepSpace2019 } from './season-2019.ts';
import { infiniteRecharge2020 } from './season-2020.ts';
import { rapidReact2022 } from './season-2022.ts';
import { chargedUp2023 } from './season-2023.ts';
import { crescendo2024 } from './season-2024.ts';
import { reefscape2025 } from './season-2025.ts';
import { rebuilt2026 } from './season-2026.ts';

const BY_YEAR: Record<number, SeasonLayout> = {
  2015: recycleRush2015,
  2016: stronghold2016,
  2017: steamworks2017,
  2018: powerUp2018,
  2019: deepSpace2019,
  2020: infiniteRecharge2020,
  2022: rapidReact2022,
  2023: chargedUp2023,
  2024: crescendo2024,
};

/**
 * The season's layout, or null for the generic rows. 2025 and later use the reef layout, except
 * where the breakdown carries 2026's hub score, which has a layout of its own.
 */
export function layoutFor(year: number, blue: AllianceBreakdown, red: AllianceBreakdown): SeasonLayout | null {
  if (year >= 2025) return 'hubScore' in blue || 'hubScore' in red ? rebuilt2026 : reefscape2025;
  return BY_YEAR[year] ?? null;
}
