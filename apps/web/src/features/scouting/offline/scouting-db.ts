import Dexie, { type EntityTable } from 'dexie';
import type { ReportValues } from '@team7790/shared/scouting/form';
import type { ReportSubmission, ScoutingKit, Station } from '@team7790/shared/scouting/match-scouting';

/**
 * What a scout's phone keeps (issue 31), in IndexedDB through Dexie, so the form opens and reports are saved with no
 * network: the event's kit (form, schedule, assignments), the report being filled, and every save until the server
 * has it. Nothing leaves `outbox` except by the server's accepted/duplicate answer; a refused save stays with its reason.
 */

/** The kit of one event, as GET /api/scouting/events/:eventKey/kit answered, for one signed-in member. */
export interface KitRow {
  /** `${userId}:${eventKey}`: a shared phone keeps each member's kit apart. */
  key: string;
  user_id: number;
  event_key: string;
  kit: ScoutingKit;
  saved_at: string;
}

/** A report being filled: its id was made when the form opened; answers are saved as they change. */
export interface DraftRow {
  id: string;
  user_id: number;
  event_key: string;
  match_key: string;
  station: Station;
  team_number: number;
  form_season: number;
  form_version: number;
  values: ReportValues;
  opened_at: string;
  /** The submission this draft edits (an edit of a sent or waiting report); null for a new report. */
  base_submission_id: string | null;
  updated_at: string;
}

export type OutboxState = 'waiting' | 'sending' | 'refused' | 'sent';

/** One save of a report, kept until the server took it (then kept as `sent`, for the scout's own list and edits). */
export interface OutboxRow {
  submission_id: string;
  /** The report id. */
  id: string;
  /** Whose phone queue it is in: the signed-in member who saved or scanned it. */
  owner_id: number;
  event_key: string;
  match_key: string;
  submission: ReportSubmission;
  /** filled on this device, or scanned from another phone's QR code. */
  origin: 'device' | 'scanned';
  state: OutboxState;
  /** Why the server refused it (its error text), shown to the scout; null otherwise. */
  error: string | null;
  code: string | null;
  attempts: number;
  queued_at: string;
  sent_at: string | null;
}

export class ScoutingDb extends Dexie {
  kits!: EntityTable<KitRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'submission_id'>;

  constructor(name = 'team7790-scouting') {
    super(name);
    this.version(1).stores({
      kits: 'key, user_id, event_key',
      drafts: 'id, user_id, event_key, match_key',
      outbox: 'submission_id, id, owner_id, state, event_key, [owner_id+state]',
    });
  }
}

let shared: ScoutingDb | null = null;
/** The app's one database (opened on first use). */
export function scoutingDb(): ScoutingDb {
  shared ??= new ScoutingDb();
  return shared;
}
