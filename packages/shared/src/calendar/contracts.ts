import { z } from 'zod';

export const RECURRENCE_INTERVAL_MIN = 1;
export const RECURRENCE_INTERVAL_MAX = 99;
export const OCCURRENCES_MIN = 1;
export const OCCURRENCES_MAX = 999;
export const DEFAULT_OCCURRENCES = 10;
export const EVENTS_PER_DAY_CELL = 3;
export const UPCOMING_EVENTS = 5;
export const GRID_DAYS = 42;
/** The widest range one GET /api/calendar may expand. */
export const MAX_RANGE_DAYS = 400;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 200;

export const recurrenceTypes = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceType = (typeof recurrenceTypes)[number];
export const endTypes = ['never', 'after_occurrences', 'end_date'] as const;
export type EndType = (typeof endTypes)[number];
/** First..Fourth, and -1 for Last, as the monthly ordinal options of spec 3. */
export const weekOfMonthValues = [1, 2, 3, 4, -1] as const;
export type WeekOfMonth = (typeof weekOfMonthValues)[number];

export const DELETE_EVENT_CONFIRM = 'Are you sure you want to delete this event?';

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date as YYYY-MM-DD. */
export const dateSchema = z
  .string({ error: 'must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine(isRealDate, 'is not a real date');

/** A wall-clock time as HH:MM (seconds, if sent, are dropped). */
export const timeSchema = z
  .string({ error: 'must be a time (HH:MM)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time (HH:MM)')
  .transform((t) => t.slice(0, 5));

const weekday = z.number().int().min(0, 'must be 0 (Sunday) to 6 (Saturday)').max(6, 'must be 0 (Sunday) to 6 (Saturday)');

/** The recurrence object the modal sends (spec 3, section 3). Weekdays count from 0 = Sunday. */
export const recurrenceSchema = z
  .object({
    type: z.enum(recurrenceTypes, { error: 'must be daily, weekly, monthly or yearly' }),
    interval: z
      .number({ error: 'must be a number from 1 to 99' })
      .int('must be a whole number')
      .min(RECURRENCE_INTERVAL_MIN, 'must be from 1 to 99')
      .max(RECURRENCE_INTERVAL_MAX, 'must be from 1 to 99')
      .default(1),
    daysOfWeek: z.array(weekday).max(7).default([]),
    dayOfMonth: z.number().int('must be a whole number').min(1, 'must be from 1 to 31').max(31, 'must be from 1 to 31').nullish(),
    weekOfMonth: z
      .union(
        weekOfMonthValues.map((v) => z.literal(v)),
        { error: 'must be 1, 2, 3, 4 or -1 (last)' },
      )
      .nullish(),
    dayOfWeek: weekday.nullish(),
    months: z.array(z.number().int().min(1, 'must be months 1 to 12').max(12, 'must be months 1 to 12')).max(12).default([]),
    endType: z.enum(endTypes, { error: 'must be never, after_occurrences or end_date' }).default('never'),
    endDate: dateSchema.nullish(),
    occurrences: z
      .number({ error: 'must be a number from 1 to 999' })
      .int('must be a whole number')
      .min(OCCURRENCES_MIN, 'must be from 1 to 999')
      .max(OCCURRENCES_MAX, 'must be from 1 to 999')
      .nullish(),
    exceptions: z.array(dateSchema).max(1000).default([]),
  })
  .superRefine((r, ctx) => {
    if (r.endType === 'end_date' && !r.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'is required when the series ends on a date' });
    }
    if ((r.weekOfMonth == null) !== (r.dayOfWeek == null) && r.type === 'monthly') {
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'weekOfMonth and dayOfWeek go together' });
    }
  });
export type RecurrenceInput = z.input<typeof recurrenceSchema>;
export type Recurrence = z.output<typeof recurrenceSchema>;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalText = (max: number) => z.preprocess((v) => (v == null ? '' : trimmed(v)), z.string().max(max, `must be at most ${max} characters`));

/** The save payload of the add/edit modal (POST /api/calendar and PUT /api/calendar/{id}). */
export const eventBodySchema = z
  .object({
    title: z.preprocess(
      trimmed,
      z.string({ error: 'Title is required.' }).min(1, 'Title is required.').max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
    ),
    description: optionalText(DESCRIPTION_MAX),
    event_date: dateSchema,
    event_time: z.preprocess((v) => (v === '' ? null : v), timeSchema.nullish()),
    event_end_time: z.preprocess((v) => (v === '' ? null : v), timeSchema.nullish()),
    location: optionalText(LOCATION_MAX),
    is_recurring: z.boolean().default(false),
    recurrence: recurrenceSchema.nullish(),
    /** On an instance: apply the change to the whole series instead of this occurrence only. */
    update_series: z.boolean().default(false),
    /** The occurrence date being edited, when the id does not already carry it. */
    original_instance_date: dateSchema.nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.event_end_time && !b.event_time) {
      ctx.addIssue({ code: 'custom', path: ['event_time'], message: 'is required when an end time is given' });
    }
    if (b.event_end_time && b.event_time && b.event_end_time <= b.event_time) {
      ctx.addIssue({ code: 'custom', path: ['event_end_time'], message: 'must be after the start time' });
    }
    if (b.is_recurring && !b.recurrence) {
      ctx.addIssue({ code: 'custom', path: ['recurrence'], message: 'is required for a repeating event' });
    }
    if (b.is_recurring && b.recurrence?.endType === 'end_date' && b.recurrence.endDate && b.recurrence.endDate < b.event_date) {
      ctx.addIssue({ code: 'custom', path: ['recurrence', 'endDate'], message: 'cannot be before the event date' });
    }
  });
export type EventBodyInput = z.input<typeof eventBodySchema>;
export type EventBody = z.output<typeof eventBodySchema>;

export const deleteEventBodySchema = z
  .object({
    delete_series: z.boolean().default(false),
    exception_date: dateSchema.nullish(),
  })
  .default({ delete_series: false });
export type DeleteEventBody = z.output<typeof deleteEventBodySchema>;

export const rangeQuerySchema = z
  .object({ start: dateSchema, end: dateSchema })
  .refine((q) => q.start <= q.end, { path: ['end'], message: 'must not be before start' });

export const upcomingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'must be from 1 to 50').max(50, 'must be from 1 to 50').default(UPCOMING_EVENTS),
});

/** `12` for an event or a series, `12_2025-03-04` for one occurrence of series 12; plain decimal (`012` is not 12). */
export const eventIdSchema = z.string().regex(/^[1-9]\d{0,8}(_\d{4}-\d{2}-\d{2})?$/, 'must be an event id such as 12 or 12_2025-03-04');

/** The stored rule as answered (already normalised, so no defaults or checks here). */
export const recurrenceResponseSchema = z.object({
  type: z.enum(recurrenceTypes),
  interval: z.number().int(),
  daysOfWeek: z.array(z.number().int()),
  dayOfMonth: z.number().int().nullable(),
  weekOfMonth: z.number().int().nullable(),
  dayOfWeek: z.number().int().nullable(),
  months: z.array(z.number().int()),
  endType: z.enum(endTypes),
  endDate: z.string().nullable(),
  occurrences: z.number().int().nullable(),
  exceptions: z.array(z.string()),
});
export type StoredRecurrence = z.infer<typeof recurrenceResponseSchema>;

export const calendarEventSchema = z.object({
  id: z.string(),
  parent_event_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  event_date: z.string(),
  event_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  location: z.string(),
  is_recurring: z.boolean(),
  is_recurring_instance: z.boolean(),
  recurrence_type: z.enum(recurrenceTypes).nullable(),
  recurrence_interval: z.number().int().nullable(),
  recurrence_days_of_week: z.array(z.number().int()).nullable(),
  recurrence_day_of_month: z.number().int().nullable(),
  recurrence_week_of_month: z.number().int().nullable(),
  recurrence_day_of_week: z.number().int().nullable(),
  recurrence_months: z.array(z.number().int()).nullable(),
  recurrence_end_type: z.enum(endTypes).nullable(),
  recurrence_end_date: z.string().nullable(),
  recurrence_occurrences: z.number().int().nullable(),
  recurrence_exceptions: z.array(z.string()).nullable(),
  /** The series' rule as the modal edits it; null for a one-off event. */
  recurrence: recurrenceResponseSchema.nullable(),
  /** First date of the series this belongs to. */
  series_start_date: z.string().nullable(),
  /** The occurrence date an instance stands for (it may have been moved to another date). */
  original_date: z.string().nullable(),
  /** An occurrence edited on its own; series changes leave it as it is. */
  is_modified: z.boolean(),
  all_day: z.boolean(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_by: z.number().int().nullable(),
  creator_username: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/**
 * One of the team's matches at its current event, as the in-app calendar shows it (read-only: it comes from the
 * competition data, never from the calendar's own events): at its start when played, else when it is expected.
 */
export const calendarMatchSchema = z.object({
  key: z.string(),
  title: z.string(),
  event_key: z.string(),
  event_name: z.string(),
  /** The team's local date and time (the calendar's zone). */
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  alliance: z.enum(['Red', 'Blue']).nullable(),
  played: z.boolean(),
});
export type CalendarMatch = z.infer<typeof calendarMatchSchema>;
export const calendarMatchListSchema = z.array(calendarMatchSchema);

export const subscriptionBodySchema = z.object({ include_matches: z.boolean().default(false) });
export const subscriptionSchema = z.object({
  active: z.boolean(),
  url: z.string().nullable(),
  webcal_url: z.string().nullable(),
  include_matches: z.boolean(),
  /** Whether the server can add competition matches right now. */
  matches_available: z.boolean(),
});
export type CalendarSubscription = z.infer<typeof subscriptionSchema>;
