import { describe, expect, it } from 'vitest';
import { recurrenceSchema, type RecurrenceInput } from './contracts.ts';
import { zonedInstant } from './dates.ts';
import {
  expandOccurrences,
  fromRRuleString,
  instanceId,
  isScheduledOccurrence,
  normalizeRecurrence,
  parseEventId,
  toRRuleString,
} from './recurrence.ts';

const rule = (input: RecurrenceInput, eventDate: string) => normalizeRecurrence(recurrenceSchema.parse(input), eventDate);
const expand = (input: RecurrenceInput, eventDate: string, start: string, end: string) =>
  expandOccurrences(rule(input, eventDate), eventDate, { start, end });

describe('expandOccurrences against hand-checked calendars', () => {
  it('puts "monthly on the 31st" on the last day of 30-day months and February', () => {
    expect(expand({ type: 'monthly', dayOfMonth: 31 }, '2025-01-31', '2025-01-01', '2025-07-31')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
    ]);
  });

  it('puts "monthly on the 30th" on Feb 29 in a leap year and Feb 28 otherwise', () => {
    expect(expand({ type: 'monthly', dayOfMonth: 30 }, '2024-01-30', '2024-01-01', '2024-03-31')).toEqual(['2024-01-30', '2024-02-29', '2024-03-30']);
    expect(expand({ type: 'monthly', dayOfMonth: 30 }, '2025-01-30', '2025-02-01', '2025-02-28')).toEqual(['2025-02-28']);
  });

  it('keeps a yearly Feb 29 event to leap years', () => {
    expect(expand({ type: 'yearly' }, '2024-02-29', '2024-01-01', '2033-12-31')).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
  });

  it('finds the last Friday and the second Tuesday of each month', () => {
    expect(expand({ type: 'monthly', weekOfMonth: -1, dayOfWeek: 5 }, '2025-01-01', '2025-01-01', '2025-06-30')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-28',
      '2025-04-25',
      '2025-05-30',
      '2025-06-27',
    ]);
    expect(expand({ type: 'monthly', weekOfMonth: 2, dayOfWeek: 2 }, '2025-01-01', '2025-01-01', '2025-03-31')).toEqual([
      '2025-01-14',
      '2025-02-11',
      '2025-03-11',
    ]);
  });

  it('repeats every other week on the chosen weekdays', () => {
    expect(expand({ type: 'weekly', interval: 2, daysOfWeek: [2, 4] }, '2025-09-02', '2025-09-01', '2025-10-05')).toEqual([
      '2025-09-02',
      '2025-09-04',
      '2025-09-16',
      '2025-09-18',
      '2025-09-30',
      '2025-10-02',
    ]);
  });

  it('uses the start date weekday when a weekly rule names none', () => {
    expect(expand({ type: 'weekly' }, '2025-06-05', '2025-06-01', '2025-06-20')).toEqual(['2025-06-05', '2025-06-12', '2025-06-19']);
  });

  it('repeats yearly in the chosen months on the start day', () => {
    expect(expand({ type: 'yearly', months: [3, 9] }, '2025-03-15', '2025-01-01', '2026-12-31')).toEqual([
      '2025-03-15',
      '2025-09-15',
      '2026-03-15',
      '2026-09-15',
    ]);
  });

  it('ends after N occurrences, counting the excepted ones as RFC 5545 does', () => {
    expect(
      expand({ type: 'weekly', daysOfWeek: [1, 3], endType: 'after_occurrences', occurrences: 5 }, '2025-06-02', '2025-01-01', '2025-12-31'),
    ).toEqual(['2025-06-02', '2025-06-04', '2025-06-09', '2025-06-11', '2025-06-16']);
    expect(
      expand(
        { type: 'weekly', daysOfWeek: [1, 3], endType: 'after_occurrences', occurrences: 5, exceptions: ['2025-06-04'] },
        '2025-06-02',
        '2025-01-01',
        '2025-12-31',
      ),
    ).toEqual(['2025-06-02', '2025-06-09', '2025-06-11', '2025-06-16']);
  });

  it('defaults "after occurrences" to 10', () => {
    expect(expand({ type: 'daily', endType: 'after_occurrences' }, '2025-06-01', '2025-01-01', '2025-12-31')).toHaveLength(10);
  });

  it('ends on an end date, that date included', () => {
    expect(expand({ type: 'daily', interval: 3, endType: 'end_date', endDate: '2025-06-10' }, '2025-06-01', '2025-01-01', '2025-12-31')).toEqual([
      '2025-06-01',
      '2025-06-04',
      '2025-06-07',
      '2025-06-10',
    ]);
  });

  it('leaves out exceptions and nothing else', () => {
    expect(expand({ type: 'daily', exceptions: ['2025-06-03', '2025-06-04'] }, '2025-06-01', '2025-06-01', '2025-06-06')).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-05',
      '2025-06-06',
    ]);
  });

  it('answers only the requested range, and nothing before the series starts', () => {
    expect(expand({ type: 'daily' }, '2025-06-10', '2025-06-01', '2025-06-12')).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
    expect(expand({ type: 'daily' }, '2025-06-10', '2025-05-01', '2025-05-31')).toEqual([]);
  });

  it('knows which dates are scheduled occurrences', () => {
    const weekly = rule({ type: 'weekly', daysOfWeek: [2], exceptions: ['2025-03-11'] }, '2025-03-04');
    expect(isScheduledOccurrence(weekly, '2025-03-04', '2025-03-11')).toBe(true);
    expect(isScheduledOccurrence(weekly, '2025-03-04', '2025-03-12')).toBe(false);
  });
});

describe('wall-clock times across daylight-saving changes', () => {
  it('keeps a weekly 6 pm meeting at 6 pm in Detroit through both changes of 2025', () => {
    const dates = expand({ type: 'weekly', daysOfWeek: [2] }, '2025-03-04', '2025-03-01', '2025-03-12').concat(
      expand({ type: 'weekly', daysOfWeek: [2] }, '2025-03-04', '2025-10-27', '2025-11-05'),
    );
    expect(dates.map((d) => zonedInstant(d, '18:00', 'America/Detroit').toISOString())).toEqual([
      '2025-03-04T23:00:00.000Z', // EST, UTC-5
      '2025-03-11T22:00:00.000Z', // EDT from 9 March, UTC-4
      '2025-10-28T22:00:00.000Z',
      '2025-11-04T23:00:00.000Z', // EST again from 2 November
    ]);
  });
});

describe('the recurrence object and RRULE', () => {
  it('writes the RFC 5545 rule of each kind', () => {
    expect(toRRuleString(rule({ type: 'monthly', dayOfMonth: 31 }, '2025-01-31'), '2025-01-31')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;WKST=SU;BYMONTHDAY=-1',
    );
    expect(toRRuleString(rule({ type: 'monthly', dayOfMonth: 30 }, '2025-01-30'), '2025-01-30')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;WKST=SU;BYMONTHDAY=28,29,30;BYSETPOS=-1',
    );
    expect(toRRuleString(rule({ type: 'monthly', weekOfMonth: -1, dayOfWeek: 5 }, '2025-01-31'), '2025-01-31')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;WKST=SU;BYDAY=-1FR',
    );
    expect(
      toRRuleString(
        rule({ type: 'weekly', interval: 2, daysOfWeek: [0, 6], endType: 'after_occurrences', occurrences: 4 }, '2025-01-04'),
        '2025-01-04',
      ),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=SU,SA;COUNT=4');
  });

  const cases: [RecurrenceInput, string][] = [
    [{ type: 'daily', interval: 3 }, '2025-06-01'],
    [{ type: 'weekly', daysOfWeek: [0, 2, 6], endType: 'after_occurrences', occurrences: 7 }, '2025-06-01'],
    [{ type: 'monthly', dayOfMonth: 15 }, '2025-06-15'],
    [{ type: 'monthly', dayOfMonth: 31 }, '2025-05-31'],
    [{ type: 'monthly', dayOfMonth: 30, endType: 'end_date', endDate: '2026-01-01' }, '2025-06-30'],
    [{ type: 'monthly', weekOfMonth: 3, dayOfWeek: 0, interval: 2 }, '2025-06-15'],
    [{ type: 'monthly', weekOfMonth: -1, dayOfWeek: 5 }, '2025-06-27'],
    [{ type: 'yearly', months: [1, 7, 12], interval: 99 }, '2025-07-04'],
  ];
  it.each(cases)('reads back %j from its RRULE', (input, eventDate) => {
    const stored = rule({ ...input, exceptions: ['2025-08-01'] }, eventDate);
    expect(fromRRuleString(toRRuleString(stored, eventDate), stored.exceptions)).toEqual(stored);
  });

  it('rejects out-of-range values with the field named', () => {
    const issues = (input: unknown) => recurrenceSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ type: 'daily', interval: 0 })).toEqual(['interval']);
    expect(issues({ type: 'daily', interval: 100 })).toEqual(['interval']);
    expect(issues({ type: 'daily', interval: 99, endType: 'after_occurrences', occurrences: 1000 })).toEqual(['occurrences']);
    expect(issues({ type: 'monthly', dayOfMonth: 32 })).toEqual(['dayOfMonth']);
    expect(issues({ type: 'monthly', weekOfMonth: 5, dayOfWeek: 1 })).toEqual(['weekOfMonth']);
    expect(issues({ type: 'daily', endType: 'end_date' })).toEqual(['endDate']);
    expect(issues({ type: 'hourly' })).toEqual(['type']);
    expect(issues({ type: 'daily', interval: 99, occurrences: 999, dayOfMonth: 31 })).toBeUndefined();
  });
});

describe('instance ids', () => {
  it('are the parent id, an underscore and the date', () => {
    expect(instanceId(12, '2025-03-04')).toBe('12_2025-03-04');
    expect(parseEventId('12_2025-03-04')).toEqual({ eventId: 12, occurrenceDate: '2025-03-04' });
    expect(parseEventId('12')).toEqual({ eventId: 12, occurrenceDate: null });
  });
});
