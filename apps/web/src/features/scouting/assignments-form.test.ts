import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { assignmentErrorsFrom, assignmentFromInput, blockText, sortedAssignments } from './assignments-form.ts';

const input = (extra: Partial<Parameters<typeof assignmentFromInput>[0]> = {}) => ({
  station: 'red2' as const,
  first_match: '1',
  last_match: '20',
  user_id: '7',
  ...extra,
});

describe('the assignment form', () => {
  it('makes the request body of what was typed; an empty last match runs to the end', () => {
    expect(assignmentFromInput(input())).toEqual({ body: { station: 'red2', first_match: 1, last_match: 20, user_id: 7 } });
    expect(assignmentFromInput(input({ last_match: ' ' }))).toEqual({ body: { station: 'red2', first_match: 1, last_match: null, user_id: 7 } });
  });

  it('names each field that is wrong, with the server schema’s messages', () => {
    expect(assignmentFromInput(input({ station: '', user_id: '' }))).toEqual({
      errors: { station: 'Choose a position.', user_id: 'Choose a scout.' },
    });
    expect(assignmentFromInput(input({ first_match: '' }))).toEqual({ errors: { first_match: 'First match must be a number.' } });
    expect(assignmentFromInput(input({ first_match: '2.5' }))).toEqual({ errors: { first_match: 'First match must be a number.' } });
    expect(assignmentFromInput(input({ first_match: '0' }))).toEqual({ errors: { first_match: 'First match must be 1 or more.' } });
    expect(assignmentFromInput(input({ first_match: '30', last_match: '20' }))).toEqual({
      errors: { last_match: 'Last match must not be before the first.' },
    });
  });

  it('puts a refusal of the server beside its field, an overlap on the form', () => {
    expect(assignmentErrorsFrom(new ApiError('user_id: The scout must be a member account.', 400, 'invalid_input', 'user_id'))).toEqual({
      user_id: 'The scout must be a member account.',
    });
    expect(assignmentErrorsFrom(new ApiError('Red 2 is already assigned to ana for matches 1 to 10.', 409, 'assignment_overlap'))).toEqual({
      form: 'Red 2 is already assigned to ana for matches 1 to 10.',
    });
    expect(assignmentErrorsFrom(new ApiError('Could not reach the server.', 0))).toEqual({ form: 'Could not reach the server.' });
  });

  it('names blocks and orders them by position then first match', () => {
    expect(blockText({ first_match: 1, last_match: 20 })).toBe('Matches 1 to 20');
    expect(blockText({ first_match: 21, last_match: null })).toBe('Matches 21 to the end');
    expect(blockText({ first_match: 5, last_match: 5 })).toBe('Match 5');
    const a = (id: number, station: 'red1' | 'blue1', first_match: number) => ({
      id,
      event_key: 'e',
      station,
      first_match,
      last_match: null,
      user_id: 1,
      user_name: 'x',
    });
    expect(sortedAssignments([a(1, 'blue1', 1), a(2, 'red1', 30), a(3, 'red1', 1)]).map((x) => x.id)).toEqual([3, 2, 1]);
  });
});
