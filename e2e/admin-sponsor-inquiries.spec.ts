import { createAccount, signInWithForm, useSession } from './support/accounts.ts';
import { E2E_ADMIN } from './support/e2e-settings.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('sponsor inquiries (administrators)', () => {
  test('a visitor sends the sponsor form and the administrator reads it, line breaks and all', async ({ page, browser }) => {
    const stamp = Date.now();
    const organization = `Harbor Springs Tooling ${stamp}`;
    await page.goto('/become-a-sponsor');
    await page.getByLabel('Name').fill('Riley Okafor');
    await page.getByLabel('Email').fill('riley@harborsprings.example');
    await page.getByLabel('Organization (optional)').fill(organization);
    await page.getByLabel('Message').fill('We can machine parts for you.\nCall us <b>any</b> weekday.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInWithForm(admin, E2E_ADMIN);
    await expect(admin).not.toHaveURL(/\/login$/);
    await admin.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Sponsors' }).click();
    await expect(admin).toHaveURL('/admin/sponsor-inquiries');
    await expect(admin.getByRole('heading', { level: 1, name: 'Sponsor Inquiries' })).toBeVisible();

    const list = admin.getByRole('list', { name: 'Sponsor inquiries' });
    // Newest first: the inquiry just sent tops the list.
    const newest = list.getByRole('listitem').first();
    await expect(newest.getByRole('heading', { name: 'Riley Okafor' })).toBeVisible();
    await expect(newest.getByText(organization)).toBeVisible();
    await expect(newest.getByRole('link', { name: 'riley@harborsprings.example' })).toHaveAttribute('href', 'mailto:riley@harborsprings.example');
    // The message is shown as text: the markup stays visible and the line break is kept.
    const message = newest.getByText('We can machine parts for you.');
    await expect(message).toHaveText('We can machine parts for you.\nCall us <b>any</b> weekday.');
    expect(await message.evaluate((el) => el.getClientRects()[0]!.height > 30)).toBe(true);
    await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    // The e2e server has no forwarding service: the inquiry is stored only.
    await expect(newest.getByText('Stored only')).toBeVisible();
    await adminContext.close();
  });

  test('a member sees Access Denied and no Sponsors link', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/admin/sponsor-inquiries');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Sponsors' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sponsor Inquiries' })).toHaveCount(0);
  });
});
