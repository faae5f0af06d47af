import { expect, test } from './support/fixtures.ts';

const PAGES: [string, string][] = [
  ['/', 'Baywatch Robotics'],
  ['/robots', 'Robots'],
  ['/sponsors', 'Sponsors'],
  ['/schedule', 'Schedule'],
  ['/ftc', 'FTC'],
  ['/scouting?event=2025milac', 'Scouting'],
  ['/become-a-sponsor', 'Become a Sponsor'],
  ['/privacy-policy', 'Privacy Policy'],
];

test.describe('public pages', () => {
  // axe on every public page, in both schemes at both widths: e2e/competition-axe.spec.ts (site pages pass axe).
  test('each page has its own title, description and Open Graph tags, in the HTML sent and after navigation', async ({ page, request }) => {
    for (const [path] of PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]{40,}" \/>/);
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+\/og-image.png" \/>/);
    }
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Robots' }).click();
    await expect(page).toHaveTitle('Robots · Team 7790 Baywatch Robotics');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /RIPTIDE/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/robots$/);
    expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
  });

  test('sitemap.xml lists the public pages and robots.txt exists', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const body = await sitemap.text();
    for (const path of ['/robots', '/sponsors', '/schedule', '/ftc', '/scouting', '/become-a-sponsor', '/privacy-policy']) {
      expect(body).toContain(`${path}</loc>`);
    }
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /api/');
  });

  test('robots: RIPTIDE (REEFSCAPE) with features and capabilities, and HUNGRY (CRESCENDO)', async ({ page }) => {
    await page.goto('/robots');
    const riptide = page.getByRole('article', { name: 'RIPTIDE' });
    await expect(riptide).toContainText('2025 · REEFSCAPE');
    await expect(riptide).toContainText('Current robot');
    await expect(riptide.getByText('Two-stage elevator', { exact: true })).toBeVisible();
    await expect(riptide.getByText('Deep cage climb in the endgame')).toBeVisible();
    await expect(riptide.getByRole('img')).toHaveAttribute('alt', /RIPTIDE/);
    await expect(page.getByRole('article', { name: 'HUNGRY' })).toContainText('2024 · CRESCENDO');
  });

  test('sponsors: eight logos linking out, and the Become a Sponsor card', async ({ page }) => {
    await page.goto('/sponsors');
    const links = page.getByRole('list', { name: 'Our sponsors' }).getByRole('link');
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('img')).toHaveJSProperty('complete', true);
    }
    await page.getByRole('link', { name: 'Become a Sponsor' }).last().click();
    await expect(page).toHaveURL('/become-a-sponsor');
  });

  test('schedule: the four 2025 events with ranking, alliance and playoff results', async ({ page }) => {
    await page.goto('/schedule');
    const events = page.getByRole('list', { name: '2025 events' }).getByRole('article');
    await expect(events).toHaveCount(4);
    await expect(events.nth(0)).toContainText('FIM District Lake City Event');
    await expect(events.nth(1)).toContainText('6th of 49');
    await expect(events.nth(1)).toContainText('Captain of Alliance 5');
    await expect(events.nth(1)).toContainText('Eliminated in round 2');
    await expect(events.nth(2)).toContainText('Hemlock Semiconductor Division');
    await expect(events.nth(3)).toContainText('Milstein Division');
    await expect(events.nth(3)).toContainText('26th of 32');
    await events
      .nth(1)
      .getByRole('link', { name: /Traverse City/ })
      .click();
    await expect(page).toHaveURL('/event?event=2025mitvc');
  });

  test('FTC: team 15814, INTO THE DEEP and COBALT', async ({ page }) => {
    await page.goto('/ftc');
    await expect(page.getByText('FIRST Tech Challenge · Team 15814')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2024-2025: INTO THE DEEP' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'COBALT' })).toContainText('High basket samples');
  });

  test('privacy policy: dated 2025-08-26 with every section, linked from its table of contents', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated August 26, 2025')).toBeVisible();
    const sections = [
      'Information we collect',
      'How we use information',
      'Third parties',
      'Opting out',
      'Data retention',
      'Children',
      'Security',
      'Changes to this policy',
      'Consent',
      'Contact us',
    ];
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections);
    await expect(page.getByText(/not directed to children under 13/)).toBeVisible();
    await expect(page.getByText(/stop all collection by the app at any time by uninstalling it/)).toBeVisible();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Children' }).click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByRole('heading', { name: 'Children' })).toBeInViewport();
  });
});
