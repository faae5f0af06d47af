/**
 * The public site's own pages with their search and link-preview text: the server puts these
 * into the HTML it sends (so crawlers and link previews see them) and lists them in /sitemap.xml;
 * the web app sets the same text as visitors move between pages.
 */
export interface PublicPageMeta {
  path: string;
  /** Tab and preview title, without the site name. */
  title: string;
  description: string;
  /** Sitemap hint: how often the page changes. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const SITE_NAME = 'Team 7790 Baywatch Robotics';
export const OG_IMAGE_PATH = '/og-image.png';

export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  {
    path: '/',
    title: 'Baywatch Robotics',
    description:
      'FRC Team 7790 and FTC Team 15814 from Harbor Springs, Michigan: our robots, live competition updates, the 2026 season and how to support us.',
    changefreq: 'daily',
    priority: 1,
  },
  {
    path: '/robots',
    title: 'Robots',
    description: 'RIPTIDE, our 2025 REEFSCAPE robot, and HUNGRY, our 2024 CRESCENDO robot: features, capabilities and how they were built.',
    changefreq: 'monthly',
    priority: 0.8,
  },
  {
    path: '/sponsors',
    title: 'Sponsors',
    description: 'The businesses and organizations that make Baywatch Robotics possible, and how your organization can join them.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  {
    path: '/schedule',
    title: 'Schedule',
    description:
      "Team 7790's 2025 season: Lake City, Traverse City, the Michigan State Championship and the FIRST Championship in Houston, with rankings and playoff results.",
    changefreq: 'monthly',
    priority: 0.7,
  },
  {
    path: '/ftc',
    title: 'FTC',
    description: 'FTC Team 15814, Baywatch Robotics: the INTO THE DEEP season and our robot COBALT.',
    changefreq: 'monthly',
    priority: 0.6,
  },
  {
    path: '/scouting',
    title: 'Scouting',
    description: 'Free FRC scouting for any event: EPA, OPR, DPR and CCWM for every team, sortable, with a pick list for alliance selection.',
    changefreq: 'weekly',
    priority: 0.8,
  },
  {
    path: '/become-a-sponsor',
    title: 'Become a Sponsor',
    description: 'Support a northern Michigan FIRST robotics team: tell us about your organization and we will be in touch.',
    changefreq: 'yearly',
    priority: 0.6,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What the Baywatch Robotics website and app collect, why, how long we keep it, and the choices you have.',
    changefreq: 'yearly',
    priority: 0.3,
  },
];

export const pageMetaFor = (path: string): PublicPageMeta | undefined => PUBLIC_PAGES.find((p) => p.path === path);

/** The tab title: the page's name, then the site's (the home page shows the site's alone). */
export const documentTitleFor = (meta: Pick<PublicPageMeta, 'path' | 'title'>): string =>
  meta.path === '/' ? SITE_NAME : `${meta.title} · ${SITE_NAME}`;
