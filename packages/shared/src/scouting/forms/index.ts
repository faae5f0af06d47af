import type { FormDefinition } from '../form.ts';
import { reefscape2025Form } from './reefscape-2025.ts';
import { rebuilt2026Form } from './rebuilt-2026.ts';

const BUILT_IN: Record<number, FormDefinition> = { 2025: reefscape2025Form, 2026: rebuilt2026Form };
const NEWEST = 2026;

/**
 * The form a season starts with (its version 1) before an administrator adjusts it: defined for 2025 and 2026; a later
 * season starts from the newest game's form (as the simulated season reuses the newest game), an earlier one has none.
 */
export function builtInForm(season: number): FormDefinition | null {
  return BUILT_IN[season] ?? (season > NEWEST ? (BUILT_IN[NEWEST] as FormDefinition) : null);
}
