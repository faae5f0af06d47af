import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, uniqueUsername, useSession, type TestAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function createChannel(request: APIRequestContext, admin: TestAccount, name: string): Promise<string> {
  const made = await request.post('/api/chat/channels', { headers: auth(admin), data: { name } });
  expect(made.status()).toBe(200);
  return ((await made.json()) as { id: string }).id;
}

const channelList = (page: Page) => page.getByRole('navigation', { name: 'Channels' });
const channelRow = (page: Page, name: string) =>
  channelList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `# ${name}`, exact: true }) });

/** Drags one element onto another with the pointer, in steps, as dnd-kit needs moves past its 5 px start. */
async function dragOnto(page: Page, from: Locator, onto: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await onto.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 3 });
  await page.mouse.move(a.x + a.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

/**
 * Spec 3: administrators create, edit, delete and reorder channels (never edit or delete general); members
 * are offered none of it. No messages are posted, so no test's unread dots change.
 */
test.describe('channel management', () => {
  // Several accounts and screens per test: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('an administrator creates, edits, reorders and deletes channels', async ({ page, request, consoleGuard }) => {
    // The taken name below is refused with 409, which the browser logs.
    consoleGuard.allow(/409 \(Conflict\)/);
    const admin = await createAccount(request, 'admin');
    const tag = uniqueUsername('c').slice(2);
    const older = `Strategy ${tag}`;
    const olderId = await createChannel(request, admin, older);
    const name = `Scouting ${tag}`;

    await useSession(page, admin);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '# general' })).toBeVisible();
    await expect(channelRow(page, 'general').getByRole('button', { name: 'Edit general', includeHidden: true })).toHaveCount(0);
    await expect(channelRow(page, 'general').getByRole('button', { name: 'Delete general', includeHidden: true })).toHaveCount(0);

    // A name that is taken is refused inside the dialog, not in the page behind it; editing the name clears it.
    await channelList(page).getByRole('button', { name: 'Create channel' }).click();
    const create = page.getByRole('dialog', { name: 'Create Channel' });
    await create.getByLabel('Channel name').fill(older);
    await create.getByRole('button', { name: 'Create Channel' }).click();
    await expect(create.getByRole('alert')).toHaveText(`Failed to create channel: 409 Conflict - A channel named "${olderId}" already exists.`);
    // Said once, in the dialog: the page behind it has no banner of its own.
    await expect(page.getByRole('alert', { includeHidden: true })).toHaveCount(1);
    await create.getByLabel('Channel name').fill('');
    await expect(create.getByRole('alert')).toHaveCount(0);

    // Create: the id is the name in lower case with hyphens; the new channel opens.
    await create.getByLabel('Channel name').fill(name);
    await expect(create.getByText(`Channel id: ${name.toLowerCase().replaceAll(' ', '-')}`)).toBeVisible();
    await create.getByRole('button', { name: 'Create Channel' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `# ${name}` })).toBeVisible();

    // Edit its name.
    await channelRow(page, name).hover();
    await channelRow(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Channel' });
    await expect(edit.getByLabel('Channel name')).toHaveValue(name);
    await edit.getByLabel('Channel name').fill(`${name} notes`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const renamed = `${name} notes`;
    await expect(page.getByRole('heading', { level: 1, name: `# ${renamed}` })).toBeVisible();

    // Reorder: the new channel, last, dragged onto the older one takes its place; the order is kept.
    const rows = channelList(page).getByRole('listitem');
    await expect(rows).toContainText([`# ${older}`, `# ${renamed}`]);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/chat/channels/reorder') && r.request().method() === 'POST');
    // The sibling test on the other worker adds and removes a channel meanwhile, and the list drawn again under the
    // pointer can end a drag before it lands: dragged again until the order has changed.
    await expect(async () => {
      const names = await rows.allTextContents();
      const at = (channel: string) => names.findIndex((text) => text.includes(`# ${channel}`));
      if (at(renamed) > at(older)) await dragOnto(page, page.getByRole('button', { name: `Reorder ${renamed}` }), channelRow(page, older));
      await expect(rows).toContainText([`# ${renamed}`, `# ${older}`], { timeout: 5_000 });
    }).toPass();
    // Reloaded only once the order is saved (a reload would cut the save short); the sibling test creating and
    // deleting a channel on the other worker does not undo it.
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(rows).toContainText([`# ${renamed}`, `# ${older}`]);

    // Delete the open channel, after the question: the screen goes back to general.
    await channelRow(page, renamed)
      .getByRole('button', { name: `# ${renamed}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `# ${renamed}` })).toBeVisible();
    await channelRow(page, renamed).hover();
    await channelRow(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const question = page.getByRole('dialog', { name: 'Delete channel' });
    await expect(
      question.getByText(`Delete the channel "# ${renamed}"? All of its messages will be permanently deleted.`, { exact: true }),
    ).toBeVisible();
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '# general' })).toBeVisible();
    await expect(channelRow(page, renamed)).toHaveCount(0);

    await request.delete(`/api/chat/channels/${encodeURIComponent(olderId)}`, { headers: auth(admin) });
  });

  test('a member is offered no channel management', async ({ page, request }) => {
    const [admin, member] = await Promise.all([createAccount(request, 'admin'), createAccount(request, 'member')]);
    const name = `Build ${uniqueUsername('c').slice(2)}`;
    const id = await createChannel(request, admin, name);

    await useSession(page, member);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '# general' })).toBeVisible();
    const row = channelRow(page, name);
    await expect(row).toBeVisible();
    await row.hover();
    await expect(channelList(page).getByRole('button', { name: 'Create channel', includeHidden: true })).toHaveCount(0);
    for (const action of ['Edit', 'Delete', 'Reorder']) {
      await expect(channelList(page).getByRole('button', { name: `${action} ${name}`, includeHidden: true })).toHaveCount(0);
    }

    await request.delete(`/api/chat/channels/${encodeURIComponent(id)}`, { headers: auth(admin) });
  });
});
