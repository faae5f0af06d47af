import { eventBodySchema, type CalendarEvent } from '@team7790/shared/calendar/contracts';
import { describe, expect, it } from 'vitest';
import { eventPayload, formProblems, newEventForm, normalizeInterval, normalizeOccurrences, withDate } from './event-form.ts';

describe('event form', () => {
  it('starts a new event on the chosen day, repeating weekly on that weekday when switched on', () => {
    const form = newEventForm('2025-03-04');
    expect(form).toMatchObject({ date: '2025-03-04', daysOfWeek: [2], dayOfMonth: '4', months: [3], occurrences: '10' });
  });

  it('moves the repeat days with the date until the user chooses them', () => {
    const moved = withDate(newEventForm('2025-03-04'), '2025-03-28', false);
    expect(moved).toMatchObject({ date: '2025-03-28', daysOfWeek: [5], dayOfMonth: '28', weekOfMonth: 4, dayOfWeek: 5, months: [3] });
    const chosen = withDate({ ...newEventForm('2025-03-04'), daysOfWeek: [1, 3] }, '2025-03-28', true);
    expect(chosen).toMatchObject({ date: '2025-03-28', daysOfWeek: [1, 3] });
  });

  it('turns an invalid interval into 1 and invalid occurrences into 10', () => {
    expect(['0', '100', 'x', '2.5', '', '99'].map(normalizeInterval)).toEqual(['1', '1', '1', '1', '1', '99']);
    expect(['0', '1000', 'x', '999', '1'].map(normalizeOccurrences)).toEqual(['10', '10', '10', '999', '1']);
  });

  it('names what must be fixed', () => {
    const form = {
      ...newEventForm('2025-03-10'),
      title: ' ',
      startTime: '18:00',
      endTime: '17:00',
      repeats: true,
      endType: 'end_date' as const,
      endDate: '2025-03-09',
    };
    expect(formProblems(form)).toEqual({
      title: 'Title is required.',
      endTime: 'End time must be after the start time.',
      endDate: 'End date cannot be before the event date.',
    });
  });

  it('sends a payload the server accepts, with the monthly ordinal and the default count', () => {
    const form = {
      ...newEventForm('2025-03-28'),
      title: 'Social',
      repeats: true,
      type: 'monthly' as const,
      monthlyMode: 'weekday' as const,
      weekOfMonth: -1 as const,
      dayOfWeek: 5,
      endType: 'after_occurrences' as const,
      occurrences: '5000',
      interval: '0',
    };
    const payload = eventPayload(form, null);
    expect(payload.recurrence).toMatchObject({ type: 'monthly', interval: 1, weekOfMonth: -1, dayOfWeek: 5, dayOfMonth: null, occurrences: 10 });
    expect(eventBodySchema.safeParse(payload).success).toBe(true);
  });

  it('edits one occurrence unless asked to apply to the entire series', () => {
    const occurrence = { id: '7_2025-03-11', is_recurring_instance: true, original_date: '2025-03-11' } as CalendarEvent;
    const form = { ...newEventForm('2025-03-12'), title: 'Moved', repeats: true };
    const alone = eventPayload(form, occurrence);
    expect(alone).toMatchObject({ update_series: false, original_instance_date: '2025-03-11', is_recurring: true });
    expect(eventBodySchema.safeParse(alone).success).toBe(true);
    expect(eventPayload({ ...form, applyToSeries: true }, occurrence)).toMatchObject({ update_series: true, is_recurring: true });
  });
});
