import { createAccount, useSession } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/** The Favorite Teams card's messages: each attempt to add replaces the last one, so no old error outlives it. */
test.describe('favorite teams messages', () => {
  test('an error gives way to the next attempt, whatever it brings, and the card spells Favorite and color one way', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/settings');
    const input = page.getByLabel('Add team numbers');
    const card = page.getByRole('region', { name: 'Favorite Teams & Notifications' });

    await input.fill('0');
    await input.press('Enter');
    await expect(card.getByRole('alert')).toHaveText('No team number in “0”: enter numbers such as 33 or 2056.');
    // A team added: the error is gone, the outcome said instead.
    await input.fill('254');
    await input.press('Enter');
    await expect(card.getByRole('status').filter({ hasText: 'Added 254.' })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);

    await input.fill('abc');
    await input.press('Enter');
    await expect(card.getByRole('alert')).toHaveText('No team number in “abc”: enter numbers such as 33 or 2056.');
    // Nothing new to add is not an error either, and replaces it too.
    await input.fill('254');
    await input.press('Enter');
    await expect(card.getByRole('status').filter({ hasText: '254 is already among your favorites.' })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);

    // US spelling throughout the card, in what it shows and in what it says to a screen reader.
    await expect(card).not.toContainText(/favourite|colour/i);
    await expect(card.getByLabel('Highlight color for team 254')).toBeVisible();
  });
});
