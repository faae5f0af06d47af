import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Sponsor form inquiries, stored before any forwarding so none is lost when the form service fails. */
export const sponsorInquiries = pgTable(
  'sponsor_inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull().default(''),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    forwardStatus: text('forward_status', { enum: ['pending', 'forwarded', 'failed', 'not_configured'] })
      .notNull()
      .default('pending'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    forwardError: text('forward_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where an administrator filed it: new until marked handled or archived. */
    status: text('status', { enum: ['new', 'handled', 'archived'] })
      .notNull()
      .default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [index('sponsor_inquiries_created_idx').on(t.createdAt)],
);
