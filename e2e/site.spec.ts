import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search teams and events' });

test.describe('public site shell', () => {
  test('the navigation bar lists the site pages, then Login', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Robots', 'Sponsors', 'Schedule', 'Scouting', 'FTC', 'Login']);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await mainNav(page).getByRole('link', { name: 'Sponsors' }).click();
    await expect(page.getByRole('heading', { name: 'Sponsors', level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /Baywatch Robotics/ })
      .first()
      .click();
    await expect(page).toHaveURL('/');
  });

  test('on a phone the links sit behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Robots', 'Sponsors', 'Schedule', 'Scouting', 'FTC', 'Login']);
    await mainNav(page).getByRole('link', { name: 'FTC' }).click();
    await expect(page.getByRole('heading', { name: 'FTC', level: 1 })).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
  });

  test('every public route of the spec has its page, inside the public layout', async ({ page }) => {
    // Pages are being filled in feature by feature, so this checks that each route exists (its
    // page renders in the public layout and is not the not-found page), not what the page says.
    const paths = [
      '/',
      '/robots',
      '/sponsors',
      '/schedule',
      '/ftc',
      '/scouting?event=2025milac',
      '/become-a-sponsor',
      '/event?event=2025milac',
      '/team?team=7790',
      '/match?match=2025milac_qm1',
      '/district?district=2025fim',
      '/regional?year=2025',
      '/search?q=robots',
      '/privacy-policy',
    ];
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('main'), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
      await expect(mainNav(page), path).toBeVisible();
    }
  });

  test('an unknown address shows the not-found page, answered with 404', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404|Not Found/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the skip link jumps past the navigation', async ({ page }) => {
    await page.goto('/robots');
    await expect(page.getByRole('heading', { name: 'Robots', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('search box', () => {
  test('free text goes to the search page', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('  swerve drive  ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=swerve%20drive');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('blank text does nothing', async ({ page }) => {
    let resolveCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/search/resolve')) resolveCalls += 1;
    });
    await page.goto('/robots');
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/robots');
    await expect(searchBox(page)).toBeFocused();
    expect(resolveCalls).toBe(0);
  });

  test('falls back to the search page when the server cannot resolve', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource/);
    await page.route('**/api/search/resolve**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await searchBox(page).fill('2025milac');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=2025milac');
  });

  test('works from the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await searchBox(page).fill('scouting tips');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=scouting%20tips');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('static files', () => {
  test('robots.txt and the favicon are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});
