import { createAccount, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('task management (spec 3)', () => {
  test('a member adds a task for themselves, sees it overdue, and completes it', async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    const title = `Order bearings ${Date.now().toString(36)}`;
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Task' });
    await modal.getByRole('button', { name: 'Add Task' }).click();
    await expect(modal.getByText('Title is required.')).toBeVisible();
    await modal.getByLabel('Title').fill(title);
    await modal.getByLabel('Description').fill('We need 16 for the swerve modules.');
    await modal.getByLabel('Assign to').selectOption({ label: `${member.username} (me)` });
    await modal.getByLabel('Due date').fill(weekAgo);
    await modal.getByLabel('Priority').selectOption('high');
    await modal.getByRole('button', { name: 'Add Task' }).click();
    await expect(modal).toBeHidden();

    await page.getByLabel('Assigned to').selectOption('me');
    const row = page.getByTestId('task-row').filter({ hasText: title });
    await expect(row).toContainText('Overdue');
    await expect(row).toContainText('High');
    await expect(row).toContainText(member.username);

    // The pending list drops it at once, so this is a click rather than check(); it offers to put it back.
    await row.getByRole('checkbox', { name: `Mark "${title}" completed` }).click();
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: `Marked “${title}” completed.` });
    await expect(notice).toBeVisible();
    const undoSaved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().endsWith('/complete') && r.request().postDataJSON()?.completed === false,
    );
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toBeHidden();
    await expect(row.getByRole('checkbox', { name: `Mark "${title}" completed` })).not.toBeChecked();
    await expect(row).toContainText('Overdue');
    // Undone on the server too, once the Undo's request is answered (a reload before would cancel it).
    expect((await undoSaved).ok()).toBe(true);
    await page.reload();
    await page.getByLabel('Assigned to').selectOption('me');
    await expect(row.getByRole('checkbox', { name: `Mark "${title}" completed` })).not.toBeChecked();

    // With the keyboard this time, and the notice dismissed: the task stays done.
    await row.getByRole('checkbox', { name: `Mark "${title}" completed` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
    await expect(notice).toBeVisible();
    for (const [scheme, width] of [
      ['light', 390],
      ['dark', 390],
      ['light', 1280],
      ['dark', 1280],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, `the Undo notice (${scheme}, ${width} px)`, { darkColoursOnly: true });
    }
    await notice.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await page.getByRole('radio', { name: /Completed/ }).click();
    const done = page.getByTestId('task-row').filter({ hasText: title });
    await expect(done.getByRole('checkbox')).toBeChecked();
    await expect(done).not.toContainText('Overdue');

    // It stays completed after a reload: the server saved it.
    await page.reload();
    await page.getByRole('radio', { name: /Completed/ }).click();
    await expect(page.getByTestId('task-row').filter({ hasText: title }).getByRole('checkbox')).toBeChecked();
  });

  test('an administrator assigns a task, marked (me) in their own picker, and the list says who completed it and when', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin');
    const member = await createAccount(request, 'member');
    const title = `Charge batteries ${Date.now().toString(36)}`;
    await useSession(page, admin);

    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Add Task' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Task' });
    await modal.getByLabel('Title').fill(title);
    const assignTo = modal.getByLabel('Assign to');
    await expect(assignTo.getByRole('option', { name: `${admin.username} (me)` })).toHaveCount(1);
    await expect(assignTo.getByRole('option', { name: member.username, exact: true })).toHaveCount(1);
    await assignTo.selectOption({ label: member.username });
    await modal.getByRole('button', { name: 'Add Task' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('task-row').filter({ hasText: title })).not.toContainText('Completed by');

    // The assignee ticks it done in their own browser.
    await page.evaluate((token) => localStorage.setItem('token', token), member.token);
    await page.reload();
    await page
      .getByTestId('task-row')
      .filter({ hasText: title })
      .getByRole('checkbox', { name: `Mark "${title}" completed` })
      .click();
    await page.getByRole('radio', { name: /Completed/ }).click();
    const done = page.getByTestId('task-row').filter({ hasText: title });
    await expect(done).toContainText(new RegExp(`Completed by ${member.username} · [A-Z][a-z]{2} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M`));

    // The administrator sees the same, and reopening the task takes it away.
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await page.reload();
    await page.getByRole('radio', { name: /All/ }).click();
    const row = page.getByTestId('task-row').filter({ hasText: title });
    await expect(row).toContainText(`Completed by ${member.username}`);
    await row.getByRole('checkbox', { name: `Mark "${title}" not completed` }).click();
    await expect(row.getByRole('checkbox', { name: `Mark "${title}" completed` })).not.toBeChecked();
    await expect(row).not.toContainText('Completed by');
  });

  test('deleting asks first, and only the creator or an administrator gets the actions', async ({ page, request }) => {
    const creator = await createAccount(request, 'member');
    const title = `Sweep shop ${Date.now().toString(36)}`;
    const created = await request.post('/api/tasks', { headers: { Authorization: `Bearer ${creator.token}` }, data: { title } });
    expect(created.status()).toBe(201);

    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/tasks');
    const row = page.getByTestId('task-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `Delete "${title}"` })).toHaveCount(0);
    await expect(row.getByRole('checkbox')).toBeDisabled();

    const admin = await createAccount(request, 'admin');
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await page.reload();
    await page
      .getByTestId('task-row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete "${title}"` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete task' });
    await expect(confirm.getByText('Are you sure you want to delete this task?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
  });
});
