import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formDefinition, type FormDefinition, type ScoutingForm } from '@team7790/shared/scouting/form';
import { builtInForm } from '@team7790/shared/scouting/forms/index';
import type { Database } from '../../db/client.ts';
import type { Executor, Tx } from '../../db/rows.ts';
import { scoutingForms } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Serialises the adjustments of one season's form, so two at once take two versions instead of one failing. */
const FORM_LOCK_ID = 7790_0031;

export const noForm = (season: number) => new HttpError(404, `There is no scouting form for ${season}.`, 'no_form');

const toForm = (season: number, version: number, definition: FormDefinition): ScoutingForm => ({ ...definition, season, version });

/**
 * The seasons' match-scouting forms (issue 31). A season without a stored version uses its built-in form as version 1;
 * that version is stored the first time a report names it or an administrator adjusts the form, so a stored version
 * (and what its reports mean) never changes afterwards, whatever later releases do to the built-in forms.
 */
export class FormService {
  constructor(private readonly db: Database) {}

  /** The season's current form: its newest stored version, else its built-in one; null when it has neither. */
  async current(season: number, db: Executor = this.db): Promise<ScoutingForm | null> {
    const [row] = await db
      .select({ version: scoutingForms.version, definition: scoutingForms.definition })
      .from(scoutingForms)
      .where(eq(scoutingForms.season, season))
      .orderBy(desc(scoutingForms.version))
      .limit(1);
    if (row) return toForm(season, row.version, row.definition as FormDefinition);
    const builtIn = builtInForm(season);
    return builtIn ? toForm(season, 1, builtIn) : null;
  }

  /** One version of a season's form, null when it does not exist. */
  async version(season: number, version: number, db: Executor = this.db): Promise<ScoutingForm | null> {
    // One statement, so one snapshot: a season's first stored version is always 1, so a season without a stored
    // version 1 has none at all and its version 1 is the built-in form (read apart, a version 1 stored by a report
    // between the two reads would make both miss it).
    const rows = await db
      .select({ version: scoutingForms.version, definition: scoutingForms.definition })
      .from(scoutingForms)
      .where(and(eq(scoutingForms.season, season), inArray(scoutingForms.version, [version, 1])));
    const row = rows.find((r) => r.version === version);
    if (row) return toForm(season, version, row.definition as FormDefinition);
    const builtIn = builtInForm(season);
    return version === 1 && rows.length === 0 && builtIn ? toForm(season, 1, builtIn) : null;
  }

  /** An administrator's adjustment: the next version of the season's form. */
  async adjust(user: AuthUser, season: number, definition: FormDefinition): Promise<ScoutingForm> {
    const parsed = formDefinition.parse(definition);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FORM_LOCK_ID}, ${season})`);
      await this.storeBuiltIn(tx, season);
      const [newest] = await tx
        .select({ version: sql<number>`max(${scoutingForms.version})` })
        .from(scoutingForms)
        .where(eq(scoutingForms.season, season));
      const version = Number(newest?.version ?? 0) + 1;
      await tx.insert(scoutingForms).values({ season, version, definition: parsed, createdBy: user.id });
      return toForm(season, version, parsed);
    });
  }

  /** Before a report names version 1 of a season with no stored version: keep the built-in form as that version. */
  async storeBuiltIn(tx: Tx, season: number): Promise<void> {
    const builtIn = builtInForm(season);
    if (builtIn) await tx.insert(scoutingForms).values({ season, version: 1, definition: builtIn }).onConflictDoNothing();
  }
}
