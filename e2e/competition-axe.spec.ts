import type { Page } from '@playwright/test';
import { createAccount, seedToken } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The viewer's pages, each tab opened, pass axe in both colour schemes: the event's four tabs, the team's tabs, a
 * qualification and a playoff match, a district, the regional pool, search results, sign-in and the not-found page.
 * The members' calendar and tasks follow; the other pages have theirs beside their own tests (site-pages, admin,
 * profile-settings, messages-groups, competition-playoff-formats).
 */
const tabsOf = async (page: Page, names: string[], label: string) => {
  for (const name of names) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page, `${label} #${name}`);
  }
};

test.describe('competition pages pass axe', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const [scheme, width] of [
    ['light', 390],
    ['dark', 390],
    ['light', 1280],
    ['dark', 1280],
  ] as const) {
    test(`every viewer page and tab in the ${scheme} scheme, at ${width} px`, async ({ page, consoleGuard }) => {
      // The not-found page is answered with 404, which the browser logs.
      consoleGuard.allow(/404 \(Not Found\)/);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/event?event=2025milac');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
      await tabsOf(page, ['Rankings', 'Schedule', 'Playoffs', 'Awards'], `event (${scheme}, ${width} px)`);

      await page.goto('/team?team=7790');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Baywatch Robotics');
      const teamTabs = await page.getByRole('tab').allInnerTexts();
      await tabsOf(
        page,
        teamTabs.map((t) => t.trim().split('\n')[0]!),
        `team (${scheme}, ${width} px)`,
      );

      for (const [path, heading] of [
        ['/match?match=2025milac_qm1', /Qualification 1/],
        ['/match?match=2025milac_f1m1', /Final/],
        ['/district?district=2025fim', /FIRST In Michigan|FIM/],
        ['/regional?year=2025', /Regional/],
        ['/search?q=lake', /Search/],
        ['/login', /Log ?in|Sign ?in/i],
        ['/create-account', /Create/i],
        ['/no-such-page', /not found/i],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} (${scheme}, ${width} px)`);
      }
    });
  }
});

test.describe('member pages pass axe', () => {
  for (const [scheme, width] of [
    ['light', 390],
    ['dark', 1280],
    ['dark', 390],
    ['light', 1280],
  ] as const) {
    test(`calendar and tasks in the ${scheme} scheme, at ${width} px`, async ({ page, request }) => {
      await seedToken(page, (await createAccount(request, 'member')).token);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/calendar', 'Team Calendar'],
        ['/tasks', 'Task Management'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} (${scheme}, ${width} px)`);
      }
    });
  }
});
