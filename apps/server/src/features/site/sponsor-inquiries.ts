import { count, desc, eq } from 'drizzle-orm';
import type { InquiryStatus, SponsorInquiry, SponsorInquiryCounts } from '@team7790/shared/site/sponsor-inquiry';
import type { Database } from '../../db/client.ts';
import { sponsorInquiries } from '../../db/schema/index.ts';
import { clientNetwork } from '../../client-network.ts';
import { notFound, tooManyRequests } from '../../http-error.ts';
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
    const window = await this.limiter.hit(`sponsor-inquiry:ip:${clientNetwork(ip)}`, s.SPONSOR_INQUIRY_WINDOW_SECONDS);
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

  /** Newest first; only those filed under `status` when it is given. */
  async list(status?: InquiryStatus): Promise<SponsorInquiry[]> {
    const found = await this.db
      .select()
      .from(sponsorInquiries)
      .where(status ? eq(sponsorInquiries.status, status) : undefined)
      .orderBy(desc(sponsorInquiries.createdAt), desc(sponsorInquiries.id))
      .limit(LIST_LIMIT);
    return found.map(toInquiry);
  }

  /** How many inquiries each status holds (every status named, 0 when none), counted in one query. */
  async counts(): Promise<SponsorInquiryCounts> {
    const rows = await this.db.select({ status: sponsorInquiries.status, n: count() }).from(sponsorInquiries).groupBy(sponsorInquiries.status);
    const counts: SponsorInquiryCounts = { new: 0, handled: 0, archived: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /** Files an inquiry as new, handled or archived; 404 when there is no such inquiry. */
  async setStatus(id: number, status: InquiryStatus): Promise<SponsorInquiry> {
    const [row] = await this.db.update(sponsorInquiries).set({ status, statusChangedAt: this.now() }).where(eq(sponsorInquiries.id, id)).returning();
    if (!row) throw notFound('That sponsor inquiry does not exist.');
    return toInquiry(row);
  }
}

function toInquiry(r: typeof sponsorInquiries.$inferSelect): SponsorInquiry {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    organization: r.organization,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    forward_status: r.forwardStatus,
    forwarded_at: r.forwardedAt?.toISOString() ?? null,
    forward_error: r.forwardError,
    status: r.status,
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
  };
}
