import { desc, eq } from 'drizzle-orm';
import type { SponsorInquiry } from '@team7790/shared/site/sponsor-inquiry';
import type { Database } from '../../db/client.ts';
import { sponsorInquiries } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../http-error.ts';
import type { Settings } from '../../settings.ts';
import type { RateLimiter } from '../accounts/rate-limit.ts';
import { forwardInquiry, type InquiryFields } from './sponsor-forwarder.ts';

type InquirySettings = Pick<
  Settings,
  'SPONSOR_FORM_URL' | 'SPONSOR_FORM_ACCESS_KEY' | 'SPONSOR_INQUIRY_MAX_PER_ADDRESS' | 'SPONSOR_INQUIRY_WINDOW_SECONDS'
>;

const LIST_LIMIT = 500;

/** Sponsor inquiries: rate-limited per address, stored first, then forwarded when a service is configured. */
export class SponsorInquiriesService {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly settings: InquirySettings,
    private readonly now: () => Date,
  ) {}

  /**
   * A filled honeypot gets the same answer as a real inquiry, so a bot learns nothing, but nothing
   * is stored or sent. Every attempt counts against the address.
   */
  async submit(fields: InquiryFields & { website?: string }, ip: string): Promise<void> {
    const s = this.settings;
    const window = await this.limiter.hit(`sponsor-inquiry:ip:${ip}`, s.SPONSOR_INQUIRY_WINDOW_SECONDS);
    if (window.hits > s.SPONSOR_INQUIRY_MAX_PER_ADDRESS) {
      throw tooManyRequests(window.retryAfterSeconds, 'Too many messages from this address. Please wait and try again.');
    }
    if (fields.website && fields.website.trim() !== '') return;

    const inquiry: InquiryFields = { name: fields.name, email: fields.email, organization: fields.organization, message: fields.message };
    const [stored] = await this.db
      .insert(sponsorInquiries)
      .values({ ...inquiry, ipAddress: ip, createdAt: this.now(), forwardStatus: s.SPONSOR_FORM_URL ? 'pending' : 'not_configured' })
      .returning({ id: sponsorInquiries.id });
    if (!s.SPONSOR_FORM_URL) return;

    const outcome = await forwardInquiry(s.SPONSOR_FORM_URL, s.SPONSOR_FORM_ACCESS_KEY, inquiry);
    await this.db
      .update(sponsorInquiries)
      .set(
        outcome.ok
          ? { forwardStatus: 'forwarded', forwardedAt: this.now(), forwardError: null }
          : { forwardStatus: 'failed', forwardError: outcome.error },
      )
      .where(eq(sponsorInquiries.id, stored!.id));
  }

  async list(): Promise<SponsorInquiry[]> {
    const found = await this.db
      .select()
      .from(sponsorInquiries)
      .orderBy(desc(sponsorInquiries.createdAt), desc(sponsorInquiries.id))
      .limit(LIST_LIMIT);
    return found.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      organization: r.organization,
      message: r.message,
      created_at: r.createdAt.toISOString(),
      forward_status: r.forwardStatus,
      forwarded_at: r.forwardedAt?.toISOString() ?? null,
      forward_error: r.forwardError,
    }));
  }
}
