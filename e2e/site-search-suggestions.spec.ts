import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The header's search box: on a phone it sits behind the menu button. */
async function searchBox(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('combobox', { name: 'Search teams and events' });
}
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

test.describe('the header search suggests teams and events while typing', () => {
  test('"lake ci" lists the Lake City events; the combobox tells screen readers what is open and highlighted', async ({ page }) => {
    await page.goto('/');
    const box = await searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('lake ci');
    const list = suggestions(page);
    await expect(list.getByRole('option', { name: /FIM District Lake City Event.*2025milac/ })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(8);

    // Arrow keys move the highlight; the box names the highlighted option.
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    // Escape closes the list and keeps the text.
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('lake ci');
  });

  test('Enter on a highlighted event opens that event', async ({ page }) => {
    await page.goto('/');
    const box = await searchBox(page);
    await box.fill('lake ci');
    const option = suggestions(page).getByRole('option', { name: /2025milac/ });
    await expect(option).toBeVisible();
    const index = await suggestions(page)
      .getByRole('option')
      .evaluateAll((options) => options.findIndex((o) => o.textContent?.includes('2025milac')));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL('/event?event=2025milac');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIM District Lake City Event');
  });

  test('"7790" suggests the team, and a click opens its page', async ({ page }) => {
    await page.goto('/');
    const box = await searchBox(page);
    await box.fill('7790');
    const team = suggestions(page).getByRole('option', { name: /7790.*Baywatch Robotics/ });
    await expect(team).toBeVisible();
    await team.click();
    await expect(page).toHaveURL('/team?team=7790');
  });

  test('Enter with nothing highlighted keeps the full search', async ({ page }) => {
    await page.goto('/');
    const box = await searchBox(page);
    await box.fill('lake ci');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lake%20ci$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`passes axe with the list open and highlighted (${scheme}, ${width} px)`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/');
        const box = await searchBox(page);
        await box.fill('lake ci');
        await expect(suggestions(page).getByRole('option').first()).toBeVisible();
        await box.press('ArrowDown');
        await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
        // The list lies inside the visible screen.
        const listBox = (await suggestions(page).boundingBox())!;
        expect(listBox.x).toBeGreaterThanOrEqual(0);
        expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page, `search suggestions (${scheme}, ${width} px)`, { include: 'header' });
        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/suggestions-${scheme}-${width}.png` });
      });
    }
  }
});
