import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  );
const httpUrlSchema = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const httpUrl = (fallback: string) => z.preprocess(emptyAsUndefined, httpUrlSchema().default(fallback));
const optionalHttpUrl = () => z.preprocess(emptyAsUndefined, httpUrlSchema().optional());
/** A host name (its last label not all digits, so no IPv4 address), or `*.` and one for any name under it. */
const PUSH_HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').default(fallback),
  );

/**
 * Every setting the server reads, parsed once at start-up. A bad value stops start-up with
 * a message naming the variable. Nothing here is ever sent to the browser.
 */
export const settingsSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('localhost')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional()),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    /** Where the built web app lives; served by the same process. */
    WEB_DIST_DIR: optionalString,
    /** Set when a reverse proxy sits in front, so client addresses come from X-Forwarded-For. */
    TRUST_PROXY: flag(false),
    SESSION_TTL_HOURS: positiveInt(24 * 30),
    /**
     * scrypt's cost for new password hashes, as log2 of N (15: 32 MiB and about 100 ms a hash). Raise it on a fast
     * server; the tests lower it. Hashes keep the cost they were made with, so a change never locks anyone out.
     */
    PASSWORD_SCRYPT_LOG_N: z.preprocess(
      emptyAsUndefined,
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(10).max(20).default(15),
    ),
    /** Failed sign-ins from one address, to any accounts, per window (addresses an account signed in from before are exempt for it). */
    LOGIN_MAX_PER_ADDRESS: positiveInt(30),
    /**
     * Failed sign-ins to one account from one address per window, and from one of its known devices (wherever it is).
     * Past it a stranger's address, or the device, waits even with the right password; an address the account signed
     * in from before shares the account's spaced attempts instead (decision 0006).
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(10),
    /** Failed sign-ins to one account from all addresses per window, past which strangers' attempts are spaced out. */
    LOGIN_ACCOUNT_CEILING: positiveInt(50),
    /**
     * Past the ceiling: one attempt on that account per this many seconds from addresses that never signed in to it
     * (and from known addresses past the per-address limit), all together; the account's known devices are never spaced.
     */
    LOGIN_SPACING_SECONDS: positiveInt(5),
    LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
    REGISTER_MAX_PER_ADDRESS: positiveInt(10),
    REGISTER_WINDOW_SECONDS: positiveInt(60 * 60),
    /** Chat messages a member may post at once (all chats together)... */
    CHAT_POST_BURST: positiveInt(20),
    /** ...then this many a minute, steadily. Edits take from the same allowance. */
    CHAT_POST_PER_MINUTE: positiveInt(30),
    /** Reactions a member may add or take back at once (all chats together)... */
    CHAT_REACTION_BURST: positiveInt(30),
    /** ...then this many a minute, steadily. */
    CHAT_REACTION_PER_MINUTE: positiveInt(60),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString,
    /** The Blue Alliance read key; empty means the built-in simulated season answers instead. */
    TBA_API_KEY: optionalString,
    TBA_BASE_URL: httpUrl('https://www.thebluealliance.com/api/v3'),
    STATBOTICS_BASE_URL: httpUrl('https://api.statbotics.io'),
    /** Requests in flight at once to each provider. */
    COMPETITION_UPSTREAM_CONCURRENCY: positiveInt(8),
    /** Where the app clock stands at start-up (ISO timestamp); it runs on in real time from there. */
    CLOCK_START: z.preprocess(
      emptyAsUndefined,
      z.iso
        .datetime({ offset: true, error: 'must be an ISO timestamp such as 2025-02-28T14:00:00-05:00' })
        .transform((value) => new Date(value))
        .optional(),
    ),
    /** Form-handling service that receives each sponsor inquiry after it is stored; empty keeps them here only. */
    SPONSOR_FORM_URL: optionalHttpUrl(),
    /** Sent to that service as access_key when it needs one; stays on the server. */
    SPONSOR_FORM_ACCESS_KEY: optionalString,
    SPONSOR_INQUIRY_MAX_PER_ADDRESS: positiveInt(5),
    SPONSOR_INQUIRY_WINDOW_SECONDS: positiveInt(60 * 60),
    /** The site's public address (e.g. https://baywatchrobotics.org) for sitemap links; else the request's host. */
    PUBLIC_SITE_URL: optionalHttpUrl(),
    /** An OpenAI-compatible endpoint for match summaries (e.g. https://api.openai.com/v1); empty means baseline summaries only. */
    AI_BASE_URL: optionalHttpUrl(),
    AI_API_KEY: optionalString,
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
    /** How long a summary may take before the baseline summary answers instead. */
    AI_TIMEOUT_MS: positiveInt(10_000),
    AI_SUMMARY_MAX_PER_ADDRESS: positiveInt(30),
    AI_SUMMARY_WINDOW_SECONDS: positiveInt(10 * 60),
    /** Web Push (VAPID) key pair; when both are empty a pair is generated at first start and kept in the database. */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** Contact for push services (mailto: or https:); defaults to PUBLIC_SITE_URL. */
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
        .optional(),
    ),
    /**
     * Visitors' live streams (scores reaching open pages) one instance holds at most; past it pages poll instead. Unset:
     * derived from the process's open-file limit (live/stream-limits.ts), so the cap is reached before descriptors run out.
     */
    LIVE_MAX_VISITOR_STREAMS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number' }).int().positive().optional()),
    /** Of those, what one address may hold (a school's network shares one); unset: a twentieth of the cap, at least 20. */
    LIVE_MAX_STREAMS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number({ error: 'must be a number' }).int().positive().optional()),
    /** Distinct topics watched on one instance (a visitor's stream adding more is refused), and by one address's visitors. */
    LIVE_MAX_TOPICS: positiveInt(5_000),
    LIVE_MAX_TOPICS_PER_ADDRESS: positiveInt(100),
    /**
     * Live stream opens per minute on one instance: a visitor's by address (an IPv6 /64), a member's by account
     * (whoever shares the address): that many at once, then one every 60/n seconds; past it 429 with Retry-After (the
     * page backs off and polls).
     */
    LIVE_STREAM_OPENS_PER_MINUTE: positiveInt(60),
    /** How often the live watcher looks at the events open pages watch, followed teams' events and woken ones (through the provider cache). */
    LIVE_WATCH_SECONDS: positiveInt(5),
    /** Shared secret of The Blue Alliance webhooks; empty turns the receiver off (the live watcher's own looks still find every change). */
    TBA_WEBHOOK_SECRET: optionalString,
    /** A Firebase service-account JSON file for Android push (FCM HTTP v1); empty leaves native push off. */
    FCM_SERVICE_ACCOUNT_FILE: optionalString,
    FCM_BASE_URL: httpUrl('https://fcm.googleapis.com'),
    /**
     * Push services beyond the known ones (FCM, Mozilla, Apple, WNS) that browsers' subscriptions may point at:
     * comma-separated host names, `*.example.org` for any name under example.org.
     */
    PUSH_SERVICE_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine((hosts) => hosts.every((h) => PUSH_HOST_PATTERN.test(h)), {
          error: 'must be comma-separated host names such as push.example.org or *.push.example.org (no addresses, ports or schemes)',
        }),
    ),
    /** How often the alert worker looks for upcoming-match warnings due (every other alert follows the event log). */
    ALERT_POLL_SECONDS: positiveInt(30),
    /**
     * The default upcoming-match warning, in minutes before a favourite team's match: for every favourite whose owner
     * has not chosen their own (off, N matches or N minutes before) and for the alert channel.
     */
    ALERT_UPCOMING_LEAD_MINUTES: positiveInt(15),
    /** Chat messages arriving within this many seconds become one alert. */
    ALERT_CHAT_BUNDLE_SECONDS: positiveInt(20),
    /** At least this long between two alerts for the same chat. */
    ALERT_CHAT_COOLDOWN_SECONDS: positiveInt(120),
    /** Lets Prometheus read /api/metrics from another machine (Authorization: Bearer ...); loopback needs none. */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{20,200}$/, 'must be 20 to 200 letters, digits, _ or -')
        .optional(),
    ),
    TEAM_TIME_ZONE: z.preprocess(emptyAsUndefined, z.string().default('America/Detroit')).refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be an IANA time zone such as America/Detroit' },
    ),
  })
  .superRefine((s, ctx) => {
    if (Boolean(s.VAPID_PUBLIC_KEY) !== Boolean(s.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [s.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (Boolean(s.ADMIN_USERNAME) !== Boolean(s.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [s.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
