import { createAccount, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('route guards (spec 3)', () => {
  test('visitors on member and admin routes go to /login', async ({ page }) => {
    for (const path of ['/calendar', '/dashboard', '/admin/users', '/settings']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to Baywatch Robotics' })).toBeVisible();
    }
  });

  test('a public account on a member route goes to /settings', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'public'));
    await page.goto('/tasks');
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('a member on an admin route sees Access Denied', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    // Still in the members' layout, without the administrator links.
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Channels' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Public Users' })).toHaveCount(0);
  });

  test('a public account on an admin route sees Access Denied', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'public'));
    await page.goto('/admin/public-users');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an administrator sees the Users links and the admin pages', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'admin'));
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Members' });
    await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('href', '/admin/users');
    await expect(nav.getByRole('link', { name: 'Public Users' })).toHaveAttribute('href', '/admin/public-users');

    await nav.getByRole('link', { name: 'Public Users' }).click();
    await expect(page.getByRole('heading', { name: 'Public Users', level: 1 })).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  test('/channels shows the same screen as /dashboard', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/channels');
    await expect(page).toHaveURL('/channels');
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Channels' })).toHaveAttribute('aria-current', 'page');
  });

  test('the phone layout has a bottom tab bar with the member screens', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, await createAccount(request, 'admin'));
    await page.goto('/calendar');
    const tabs = page.getByRole('navigation', { name: 'Members' });
    // Unread dots add ", N unread" for screen readers, so match the start of each name.
    await expect(tabs.getByRole('link')).toHaveText([/^Channels/, /^Messages/, 'Calendar', 'Tasks', 'Profile']);
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(844, 0);
    await tabs.getByRole('link', { name: 'Tasks' }).click();
    await expect(page).toHaveURL('/tasks');
  });

  test("on a phone an administrator's links are named in full behind an Admin button, and fit the screen", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, await createAccount(request, 'admin'));
    await page.goto('/calendar');
    // New sponsor inquiries (other tests send some) add a count on the shield's corner, drawn before the word and read
    // after it: "Admin, 2 new sponsor inquiries".
    const admin = page.getByRole('button', { name: /^Admin/ });
    await expect(admin).toHaveText(/^Admin\s*(\d+|99\+)?$/);
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();

    await admin.click();
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    // Each name is on screen as words, not an icon: visible, whole and inside the 390 px.
    await expect(links).toHaveText(['Users', 'Public Users', /^Sponsors/, 'Alerts']);
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `admin links open at 390 px, ${colorScheme}`, { darkColoursOnly: true });
    }

    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(admin).toBeFocused();

    await admin.click();
    await links.filter({ hasText: 'Public Users' }).click();
    await expect(page).toHaveURL('/admin/public-users');
    await expect(page.getByRole('heading', { name: 'Public Users', level: 1 })).toBeVisible();
    // Once there the list closes; opened again, it marks where the administrator is.
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await admin.click();
    await expect(links.filter({ hasText: 'Public Users' })).toHaveAttribute('aria-current', 'page');

    // A little wider there is room for the labelled links beside Logout, and no button.
    await page.setViewportSize({ width: 700, height: 844 });
    await expect(admin).toBeHidden();
    await expect(links).toHaveText(['Users', 'Public Users', /^Sponsors/, 'Alerts']);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });
});
