import type { APIRequestContext } from '@playwright/test';
import type { ScoutingKit, ScoutingReport } from '@team7790/shared/scouting/match-scouting';
import { PHASE_LABELS, type FormField } from '@team7790/shared/scouting/form';
import { createAccount, useSession, type TestAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 31, done when: a waiting report shown as a QR code is read back with the scanner's own decoder (a photo of
 * the screen goes through the scan page's one decoder) and the report lands once, however often it is scanned and
 * even when the scout's phone sends it too; the largest report of the form fits one code.
 */

// Not 2025milac, which e2e/match-scouting-offline.spec.ts counts every report of.
const EVENT = '2025mitvc';
/** How the form names a field to assistive technology (and so to the test): "Teleop: Coral L1". */
const fieldName = (field: FormField) => `${PHASE_LABELS[field.phase]}: ${field.label}`;
const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/** The reports this test's scout filled in (other tests scout the same server). */
async function scoutsReports(request: APIRequestContext, admin: TestAccount, scout: TestAccount): Promise<ScoutingReport[]> {
  const response = await request.get(`/api/scouting/events/${EVENT}/reports`, { headers: auth(admin) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reports: ScoutingReport[] }).reports.filter((r) => r.scouted_by?.name === scout.username);
}

test.describe('a report passed from phone to phone as a QR code', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the largest report shows as one code, the lead scans a photo of it, and it lands once', async ({ browser, request }) => {
    const admin = await createAccount(request, 'admin');
    const scout = await createAccount(request, 'member');
    const kit = (await (await request.get(`/api/scouting/events/${EVENT}/kit`, { headers: auth(scout) })).json()) as ScoutingKit;

    // The scout's phone: the kit kept once online, then no network at all.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await useSession(page, scout);
    await page.goto(`/scout?event=${EVENT}`);
    await expect(page.getByRole('heading', { name: 'Scout any match' })).toBeVisible();
    await phone.setOffline(true);
    await page.getByLabel('Match', { exact: true }).selectOption(`${EVENT}_qm7`);
    await page.getByRole('button', { name: /^Scout Blue 2, \d+(, Scouted)?$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qualification 7');

    // The largest report the form allows: every counter at its most, every box ticked, the longest note.
    for (const field of kit.form.fields) {
      const name = fieldName(field);
      if (field.kind === 'counter') await page.getByRole('spinbutton', { name, exact: true }).fill(String(field.max));
      else if (field.kind === 'checkbox') await page.getByRole('switch', { name }).click();
      else if (field.kind === 'choice') await page.getByRole('radiogroup', { name }).getByText(field.options.at(-1)!.label, { exact: true }).click();
      else if (field.kind === 'rating') await page.getByRole('radiogroup', { name }).getByText(String(field.max), { exact: true }).click();
      else
        await page.getByRole('textbox', { name }).fill('Quick cycler, strong defense, deep cage every match. '.repeat(10).slice(0, field.max_length));
    }
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting to send (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Show as QR codes' }).click();
    const code = page.getByRole('img', { name: 'QR code of report 1 of 1' });
    await expect(code).toBeVisible();
    const photo = await code.screenshot();

    // The lead's laptop, online: a photo of the code, read by the scan page's decoder.
    const lead = await browser.newContext();
    const leadPage = await lead.newPage();
    await useSession(leadPage, admin);
    await leadPage.goto(`/scout/scan?event=${EVENT}`);
    const upload = leadPage.getByLabel('Scan a photo of a code');
    await upload.setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
    const scanned = leadPage.getByRole('list', { name: 'Scanned codes' }).getByRole('listitem');
    await expect(scanned).toHaveCount(1);
    await expect(scanned.first()).toContainText('Qualification 7');
    await expect.poll(async () => (await scoutsReports(request, admin, scout)).length, { timeout: 60_000 }).toBe(1);

    // The same code again adds nothing.
    await upload.setInputFiles({ name: 'code-again.png', mimeType: 'image/png', buffer: photo });
    await expect(scanned).toHaveCount(2);
    await expect(leadPage.getByRole('status').first()).toContainText(/already/i);

    // The scout's phone finds the network and sends its own copy: the server answers it was had already.
    await page.getByRole('button', { name: 'Close' }).click();
    await phone.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Waiting to send (0)' })).toBeVisible({ timeout: 60_000 });

    const reports = await scoutsReports(request, admin, scout);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ match_key: `${EVENT}_qm7`, station: 'blue2', versions: 1, scouted_by: { name: scout.username } });
    const notes = kit.form.fields.find((f) => f.kind === 'notes')!;
    expect(String(reports[0]!.values[notes.id]).length).toBe(notes.kind === 'notes' ? notes.max_length : 0);

    await lead.close();
    await phone.close();
  });
});
