import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';
import { startExtraServer, type ExtraServer } from './support/extra-server.ts';

const SUCCESS = 'Thank you! Your message has been sent successfully.';

async function fill(page: import('@playwright/test').Page, values: { name: string; email: string; organization?: string; message: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  if (values.organization !== undefined) await page.getByLabel('Organization (optional)').fill(values.organization);
  await page.getByLabel('Message').fill(values.message);
}

test.describe('sponsor form', () => {
  test('requires name, a valid email and a message, and says which', async ({ page }) => {
    await page.goto('/become-a-sponsor');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await fill(page, { name: 'Dana', email: 'dana@', message: 'Hello' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sends, shows the thank-you message and resets; administrators can read what was sent', async ({ page, request }) => {
    await page.goto('/become-a-sponsor');
    const message = `We'd like to sponsor the 2026 season (${Date.now()}).`;
    await fill(page, { name: 'Dana Whitfield', email: 'dana@lakeshoremachining.example', organization: 'Lakeshore Machining', message });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    const login = await request.post('/api/auth/login', { data: { username: 'e2e_admin', password: 'e2e-admin-password' } });
    const { token } = await login.json();
    const list = await (await request.get('/api/site/sponsor-inquiries', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(list.inquiries.find((i: { message: string }) => i.message === message)).toMatchObject({
      name: 'Dana Whitfield',
      organization: 'Lakeshore Machining',
    });
  });

  test('is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/become-a-sponsor');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sponsoring by keyboard.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });
});

test.describe('sponsor form with a form service and a tight limit', () => {
  test.describe.configure({ mode: 'serial', timeout: 200_000 });
  let server: ExtraServer;
  let formService: Server;
  const received: { contentType: string; subject: string; name: string }[] = [];
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    formService = createServer(async (req, res) => {
      const body = new Request('http://form.invalid/', {
        method: 'POST',
        headers: req.headers as Record<string, string>,
        body: req as never,
        duplex: 'half',
      } as RequestInit);
      const form = await body.formData();
      received.push({ contentType: String(req.headers['content-type']), subject: String(form.get('subject')), name: String(form.get('name')) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => formService.listen(0, '127.0.0.1', resolve));
    const port = (formService.address() as AddressInfo).port;
    server = await startExtraServer({ SPONSOR_FORM_URL: `http://127.0.0.1:${port}/submit`, SPONSOR_INQUIRY_MAX_PER_ADDRESS: '1' });
  });
  test.afterAll(async () => {
    await server?.stop();
    formService?.closeAllConnections();
    await new Promise<void>((resolve) => formService?.close(() => resolve()));
  });

  test('forwards a multipart POST with the subject, then shows the error state when refused', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/429 \(Too Many Requests\)/);
    await page.goto(`${server.baseURL}/become-a-sponsor`);
    await fill(page, { name: 'Forwarded Fran', email: 'fran@example.org', message: 'Please forward me.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(received).toEqual([
      { contentType: expect.stringMatching(/^multipart\/form-data/), subject: 'New Sponsorship Inquiry', name: 'Forwarded Fran' },
    ]);

    await fill(page, { name: 'Second Sam', email: 'sam@example.org', message: 'One too many.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Refused for sending too often: it says when another try can work (the limit's window is an hour).
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many messages were sent from here in a short time\. Please try again in (60|59) minutes\.$/,
    );
    // The form keeps what was typed so it can be sent again.
    await expect(page.getByLabel('Name')).toHaveValue('Second Sam');
    expect(received).toHaveLength(1);
  });
});
