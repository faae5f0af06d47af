import { assignmentBody, STATIONS, type Assignment, type AssignmentBody, type Station } from '@team7790/shared/scouting/match-scouting';
import { ApiError } from '../../lib/api-client.ts';

/** The assignment form as typed: text boxes and selects, '' where nothing is chosen. */
export interface AssignmentInput {
  station: Station | '';
  first_match: string;
  last_match: string;
  user_id: string;
}

export type AssignmentField = keyof AssignmentInput;
/** Errors next to the field they name; `form` for one that names none (an overlap, a network failure). */
export type AssignmentErrors = Partial<Record<AssignmentField | 'form', string>>;

const FIELDS: readonly AssignmentField[] = ['station', 'first_match', 'last_match', 'user_id'];
const isField = (name: unknown): name is AssignmentField => FIELDS.includes(name as AssignmentField);

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body, checked with the server's own schema; or the errors by field. */
export function assignmentFromInput(input: AssignmentInput): { body: AssignmentBody } | { errors: AssignmentErrors } {
  const errors: AssignmentErrors = {};
  if (!STATIONS.includes(input.station as Station)) errors.station = 'Choose a position.';
  if (!input.user_id) errors.user_id = 'Choose a scout.';
  const candidate = {
    station: input.station,
    first_match: wholeNumber(input.first_match),
    last_match: input.last_match.trim() === '' ? null : wholeNumber(input.last_match),
    user_id: Number(input.user_id),
  };
  const parsed = assignmentBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/**
 * The server's refusal beside what it names: a 400 by its `field` (the message without the "field: " the server puts
 * in front), an overlap (409) and anything else for the whole form.
 */
export function assignmentErrorsFrom(error: unknown): AssignmentErrors {
  if (error instanceof ApiError) {
    const field = error.field?.split('.')[0];
    if (error.status === 400 && isField(field)) {
      const prefix = `${error.field}: `;
      return { [field]: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message };
    }
    return { form: error.message };
  }
  return { form: 'Could not save the assignment. Try again.' };
}

/** "Matches 1 to 20", "Matches 21 to the end". */
export const blockText = (a: Pick<Assignment, 'first_match' | 'last_match'>) =>
  a.last_match === null
    ? `Matches ${a.first_match} to the end`
    : a.first_match === a.last_match
      ? `Match ${a.first_match}`
      : `Matches ${a.first_match} to ${a.last_match}`;

/** Blocks in the order of the positions, then of their first match. */
export const sortedAssignments = (list: readonly Assignment[]) =>
  [...list].sort((a, b) => STATIONS.indexOf(a.station) - STATIONS.indexOf(b.station) || a.first_match - b.first_match);
