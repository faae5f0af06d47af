import { z } from 'zod';

/**
 * The shape of the public site's content files (apps/web/src/content/*.json): the team's words,
 * robots, sponsors, season timeline and links live there, so they change without touching React.
 */

const text = z.string().trim().min(1);
/** A page of ours ("/robots") or a full https address. */
const link = z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'must be a site path or an https:// address');
/** An image we serve from apps/web/public. */
const imagePath = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|jpg)$/, 'must be an image under /images/');
const image = z.object({ src: imagePath, alt: text, width: z.number().int().positive(), height: z.number().int().positive() });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-08-26');
const eventKey = z.string().regex(/^\d{4}[a-z0-9]+$/, 'must be an event key such as 2025milac');

export const teamContent = z.object({
  name: text,
  frcTeam: z.number().int().positive(),
  ftcTeam: z.number().int().positive(),
  hometown: text,
  school: text,
  rookieYear: z.number().int().min(1992),
  hero: z.object({ eyebrow: text, title: text, lead: text, playoffsLink: z.object({ label: text, href: link }) }),
  about: z.object({
    title: text,
    paragraphs: z.array(text).min(1),
    facts: z
      .array(z.object({ value: text, label: text }))
      .min(2)
      .max(4),
  }),
  contact: z.object({ title: text, lead: text, email: z.email(), sponsorLink: z.object({ label: text, href: link }) }),
  social: z.array(z.object({ label: text, href: link })),
});
export type TeamContent = z.infer<typeof teamContent>;

export const gameContent = z.object({
  season: z.number().int(),
  name: text,
  presentedBy: text.optional(),
  summary: z.array(text).min(1),
  highlights: z.array(z.object({ title: text, body: text })).min(1),
  video: z.object({
    title: text,
    /** The YouTube id; the player loads only when a visitor asks for it. */
    youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube id'),
    poster: image,
  }),
  countdown: z.object({
    label: text,
    /** ISO timestamp with offset: the moment the countdown reaches zero. */
    target: z.iso.datetime({ offset: true }),
    doneTitle: text,
    doneBody: text,
  }),
});
export type GameContent = z.infer<typeof gameContent>;

const robot = z.object({
  name: text,
  year: z.number().int(),
  game: text,
  tagline: text,
  summary: text,
  image,
  features: z.array(z.object({ title: text, body: text })).min(1),
  capabilities: z.array(text).min(1),
  specs: z.array(z.object({ label: text, value: text })),
});
export type RobotContent = z.infer<typeof robot>;

export const robotsContent = z.object({
  current: robot,
  previous: z.array(robot).min(1),
});
export type RobotsContent = z.infer<typeof robotsContent>;

export const sponsorsContent = z.object({
  intro: text,
  sponsors: z
    .array(z.object({ name: text, logo: imagePath, url: z.url({ protocol: /^https$/ }), tier: z.enum(['platinum', 'gold', 'silver']) }))
    .length(8, 'the sponsors page shows eight sponsors'),
  becomeSponsor: z.object({ title: text, body: text, cta: text }),
});
export type SponsorsContent = z.infer<typeof sponsorsContent>;

export const scheduleContent = z.object({
  season: z.number().int(),
  intro: text,
  events: z
    .array(
      z.object({
        key: eventKey,
        name: text,
        kind: text,
        startDate: isoDate,
        endDate: isoDate,
        location: text,
        ranking: z.object({ rank: z.number().int().positive(), of: z.number().int().positive() }),
        qualificationRecord: z.object({ wins: z.number().int().min(0), losses: z.number().int().min(0), ties: z.number().int().min(0) }),
        alliance: text,
        playoffs: text,
        awards: z.array(text),
        recap: text,
      }),
    )
    .length(4, 'the 2025 timeline has four events'),
});
export type ScheduleContent = z.infer<typeof scheduleContent>;

export const ftcContent = z.object({
  team: z.number().int().positive(),
  intro: z.array(text).min(1),
  game: z.object({ name: text, season: text, summary: z.array(text).min(1), scoring: z.array(z.object({ title: text, body: text })).min(1) }),
  robot: robot.omit({ year: true, game: true }),
});
export type FtcContent = z.infer<typeof ftcContent>;

/** A privacy policy block: a paragraph, or a list of items (each may start with a bold term). */
const policyBlock = z.union([z.object({ paragraph: text }), z.object({ list: z.array(z.object({ term: text.optional(), text })).min(1) })]);

export const privacyPolicyContent = z.object({
  lastUpdated: isoDate,
  intro: z.array(text).min(1),
  sections: z.array(z.object({ id: z.string().regex(/^[a-z-]+$/), title: text, blocks: z.array(policyBlock).min(1) })).min(1),
});
export type PrivacyPolicyContent = z.infer<typeof privacyPolicyContent>;
