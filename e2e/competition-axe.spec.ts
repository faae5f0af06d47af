import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, seedToken, type TestAccount } from './support/accounts.ts';
import { expectNoAxeViolationsInBothSchemes } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The viewer's pages, each tab opened, pass axe in both colour schemes at a phone's width and a laptop's: the event's
 * four tabs, a bracket where 7790 lost, the team's tabs, a qualification and a playoff match, a district, the regional
 * pool, search results, sign-in and the not-found page. Each page is loaded once per width and checked in the light
 * scheme, then switched to the dark one, whose pass runs axe's colour rules only (the light pass runs the rest on the
 * same elements): `expectNoAxeViolationsInBothSchemes`. Then every other route of the app (apps/web/src/app/router.tsx), each as the account that sees it: the site's pages
 * for a visitor, the members' area for a member (with a message, a task and an event on it), the administrators' pages,
 * and a public account's settings. Dialogs and other states have theirs beside their own tests (site-pages, admin,
 * profile-settings, messages-groups, competition-playoff-formats).
 */
const tabsOf = async (page: Page, names: string[], label: string) => {
  for (const name of names) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolationsInBothSchemes(page, `${label} #${name}`);
  }
};

const WIDTHS = [390, 1280] as const;

// One test per page or group of pages, so none holds the whole walk (one test for all of it took over three minutes on
// a busy machine).
test.describe('competition pages pass axe', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const width of WIDTHS) {
    const label = `${width} px`;
    test.describe(`at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
      });

      test("the event's four tabs", async ({ page }) => {
        await page.goto('/event?event=2025milac');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
        await tabsOf(page, ['Rankings', 'Schedule', 'Playoffs', 'Awards'], `event (${label})`);
      });

      test('a bracket where 7790 lost: its side is muted, not faded, and keeps AA contrast', async ({ page }) => {
        await page.goto('/event?event=2025mitvc');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Traverse City');
        await tabsOf(page, ['Playoffs'], `event 2025mitvc (${label})`);
        await expect(page.locator('[data-side]:not([data-winner]):has(a[data-team="7790"])').first()).toBeAttached();
      });

      test("the team's tabs", async ({ page }) => {
        await page.goto('/team?team=7790');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Baywatch Robotics');
        const teamTabs = await page.getByRole('tab').allInnerTexts();
        await tabsOf(
          page,
          teamTabs.map((t) => t.trim().split('\n')[0]!),
          `team (${label})`,
        );
      });

      test('a qualification and a playoff match', async ({ page }) => {
        await checkPages(
          page,
          [
            ['/match?match=2025milac_qm1', /Qualification 1/],
            ['/match?match=2025milac_f1m1', /Final/],
          ],
          label,
        );
      });

      // One test per page and tab. Axe over the regional pool's rankings (about 6,400 elements) takes 23 s on a quiet
      // machine and the district's 9 s, so one test for all four took over three minutes on a busy one.
      for (const [path, heading, name, limit] of [
        ['/district?district=2025fim', /FIRST In Michigan|FIM/, 'Rankings', 180_000],
        ['/district?district=2025fim', /FIRST In Michigan|FIM/, 'Events', 180_000],
        ['/regional?year=2025', /Regional/, 'Rankings', 600_000],
        ['/regional?year=2025', /Regional/, 'Events', 180_000],
      ] as const) {
        test(`${path}, the ${name} tab`, async ({ page }) => {
          test.setTimeout(limit);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await tabsOf(page, [name], `${path} (${label})`);
          // The Events tab lists each event under its own heading (axe's heading-order: an h3 under the h1 failed).
          if (name === 'Events') await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
        });
      }

      test('search results, sign-in, a new account and the not-found page', async ({ page, consoleGuard }) => {
        // The not-found page is answered with 404, which the browser logs.
        consoleGuard.allow(/404 \(Not Found\)/);
        await checkPages(
          page,
          [
            ['/search?q=lake', /Search/],
            ['/login', /Log ?in|Sign ?in/i],
            ['/create-account', /Create/i],
            ['/no-such-page', /not found/i],
          ],
          label,
        );
      });
    });
  }
});

/** Opens each page, waits for its heading and for loading to end, and checks it. */
async function checkPages(page: Page, pages: ReadonlyArray<readonly [path: string, heading: string | RegExp]>, label: string) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolationsInBothSchemes(page, `${path} (${label})`);
  }
}

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });
const profileId = async (request: APIRequestContext, account: TestAccount) =>
  ((await (await request.get('/api/profile', { headers: auth(account) })).json()) as { id: number }).id;

test.describe('site pages pass axe', () => {
  for (const width of WIDTHS) {
    test(`every public page in both schemes, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await checkPages(
        page,
        [
          ['/', 'Baywatch Robotics'],
          ['/robots', 'Robots'],
          ['/sponsors', 'Sponsors'],
          ['/schedule', 'Schedule'],
          ['/ftc', 'FTC'],
          ['/become-a-sponsor', 'Become a Sponsor'],
          ['/privacy-policy', 'Privacy Policy'],
          ['/scouting', 'Scouting'],
        ],
        `${width} px`,
      );
      // The scouting table of an event, with picks kept on this device.
      await page.goto('/scouting?event=2025milac');
      await expect(page.getByRole('region', { name: 'Teams at this event' }).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolationsInBothSchemes(page, `/scouting?event=2025milac (${width} px)`);
    });
  }
});

test.describe('member pages pass axe', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const width of WIDTHS) {
    test(`every member page in both schemes, at ${width} px`, async ({ page, request }) => {
      const [member, friend] = await Promise.all([createAccount(request, 'member'), createAccount(request, 'member')]);
      // Something on each page: a direct message, a task and an event today.
      const ids = [await profileId(request, member), await profileId(request, friend)];
      const dm = `dm_${Math.min(...ids)}_${Math.max(...ids)}`;
      expect((await request.post(`/api/chat/messages/dm/${dm}`, { headers: auth(friend), data: { content: 'Wiring at 5?' } })).status()).toBe(200);
      expect((await request.post('/api/tasks', { headers: auth(member), data: { title: `Check the bumpers ${width}` } })).status()).toBe(201);
      const today = new Date().toISOString().slice(0, 10);
      const event = await request.post('/api/calendar', {
        headers: auth(member),
        data: { title: 'Build night', event_date: today, event_time: '18:30' },
      });
      expect(event.status()).toBe(201);

      await seedToken(page, member.token);
      await page.setViewportSize({ width, height: 900 });
      const label = `${width} px`;
      await checkPages(
        page,
        [
          // On a phone the channel list comes first; wider, #general opens beside it.
          ['/dashboard', /^(Channels|# general)$/],
          ['/channels', /^(Channels|# general)$/],
          ['/messages', 'Messages'],
        ],
        label,
      );
      // The direct message open in its chat.
      await page
        .getByRole('navigation', { name: 'Chats' })
        .getByRole('button', { name: new RegExp(friend.username) })
        .click();
      await expect(page.getByText('Wiring at 5?', { exact: true })).toBeVisible();
      await expectNoAxeViolationsInBothSchemes(page, `/messages, a direct message open (${label})`);

      await checkPages(
        page,
        [
          ['/calendar', 'Team Calendar'],
          ['/tasks', 'Task Management'],
          ['/profile', member.username],
          ['/settings', 'Settings'],
          // A member is refused the administrators' pages.
          ['/admin/users', 'Access Denied'],
        ],
        label,
      );
      // A member's scouting page shares the team's pick list.
      await page.goto('/scouting?event=2025milac');
      await expect(page.getByRole('region', { name: 'Teams at this event' }).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolationsInBothSchemes(page, `/scouting?event=2025milac as a member (${label})`);
    });
  }
});

test.describe('administrator and public account pages pass axe', () => {
  for (const width of WIDTHS) {
    test(`every administrator page and a public account's settings in both schemes, at ${width} px`, async ({ page, browser, request }) => {
      const admin = await createAccount(request, 'admin');
      await seedToken(page, admin.token);
      await page.setViewportSize({ width, height: 900 });
      const label = `${width} px`;
      await checkPages(
        page,
        [
          ['/admin/users', 'User Management'],
          ['/admin/public-users', 'Public Users'],
          ['/admin/sponsor-inquiries', 'Sponsor Inquiries'],
          ['/admin/alerts', 'Alert Settings'],
        ],
        label,
      );

      // A public account has settings (its favourite teams) and no members' area.
      const fan = await createAccount(request, 'public');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const fanPage = await context.newPage();
      await seedToken(fanPage, fan.token);
      await checkPages(fanPage, [['/settings', 'Settings']], `${label}, a public account`);
      await context.close();
    });
  }
});
