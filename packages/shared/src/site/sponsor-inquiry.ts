import { z } from 'zod';
import { rowIdParam } from '../database-ids.ts';

export const SPONSOR_FORM_SUBJECT = 'New Sponsorship Inquiry';
export const SPONSOR_FORM_SUCCESS = 'Thank you! Your message has been sent successfully.';
export const SPONSOR_FORM_ERROR = 'Sorry, there was an error sending your message. Please try again.';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * POST /api/site/sponsor-inquiries (spec 1 sections 2 and 5): name, email and message required,
 * organization optional. `website` is the honeypot: hidden from people, filled in by bots.
 */
export const sponsorInquiryBody = z.object({
  name: required('Name', 120),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  organization: z.string().trim().max(200, 'Organization must be at most 200 characters.').optional().default(''),
  message: required('Message', 5000),
  website: z.string().max(500).optional(),
});
export type SponsorInquiryInput = z.input<typeof sponsorInquiryBody>;

export const sponsorInquiryAccepted = z.object({ ok: z.literal(true) });

export const FORWARD_STATUSES = ['pending', 'forwarded', 'failed', 'not_configured'] as const;

/** Where an administrator filed an inquiry: `new` ones are the unhandled ones the admin navigation counts. */
export const INQUIRY_STATUSES = ['new', 'handled', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const sponsorInquiry = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  message: z.string(),
  created_at: z.string(),
  forward_status: z.enum(FORWARD_STATUSES),
  forwarded_at: z.string().nullable(),
  forward_error: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  status_changed_at: z.string().nullable(),
});
export type SponsorInquiry = z.infer<typeof sponsorInquiry>;

/** GET /api/site/sponsor-inquiries?status= (administrators): newest first, only those of that status when given. */
export const sponsorInquiryListQuery = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new, handled or archived.' }).optional(),
});
export type SponsorInquiryListQuery = z.infer<typeof sponsorInquiryListQuery>;

/** GET /api/site/sponsor-inquiries (administrators): newest first. */
export const sponsorInquiryList = z.object({ inquiries: z.array(sponsorInquiry) });
export type SponsorInquiryList = z.infer<typeof sponsorInquiryList>;

/** GET /api/site/sponsor-inquiries/counts (administrators): how many inquiries each status holds; `new` is the admin navigation's badge. */
export const sponsorInquiryCounts = z.object({
  new: z.number().int().nonnegative(),
  handled: z.number().int().nonnegative(),
  archived: z.number().int().nonnegative(),
});
export type SponsorInquiryCounts = z.infer<typeof sponsorInquiryCounts>;

/** PATCH /api/site/sponsor-inquiries/:id (administrators): file an inquiry as new, handled or archived. */
export const sponsorInquiryStatusBody = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new, handled or archived.' }),
});
export type SponsorInquiryStatusBody = z.infer<typeof sponsorInquiryStatusBody>;

export const sponsorInquiryIdParams = z.object({
  id: rowIdParam('Inquiry', 'inquiry'),
});
