import type { CalendarMatch } from '@team7790/shared/calendar/contracts';
import { createAccount, useSession } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The first Tuesday two months ahead, and the three Tuesdays after it. */
function tuesdaysAhead(): string[] {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  first.setUTCDate(1 + ((2 - first.getUTCDay() + 7) % 7));
  return [0, 7, 14, 21].map((days) => iso(new Date(first.getTime() + days * 86_400_000)));
}

test.describe('team calendar (spec 3)', () => {
  test('an administrator creates a weekly meeting, moves one occurrence and deletes another', async ({ page, request }) => {
    await useSession(page, await createAccount(request, 'admin'));
    const title = `Build meeting ${Date.now().toString(36)}`;
    const [first, second, third, fourth] = tuesdaysAhead() as [string, string, string, string];

    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add Event' });
    await modal.getByLabel('Title').fill(title);
    await modal.getByLabel('Date').fill(first);
    await modal.getByLabel('Start time').fill('18:00');
    await modal.getByLabel('End time').fill('20:00');
    await modal.getByLabel('Location').fill('Shop');
    await modal.getByLabel('Repeat', { exact: true }).check();
    await expect(modal.getByLabel('Repeats', { exact: true })).toHaveValue('weekly');
    await expect(modal.getByRole('checkbox', { name: 'Tuesday' })).toHaveAttribute('aria-checked', 'true');
    // The interval reads as a sentence under its field.
    const every = modal.getByLabel('Every how many weeks');
    await expect(every).toHaveValue('1');
    await expect(modal.getByText('Every week', { exact: true })).toBeVisible();
    await every.fill('2');
    await expect(modal.getByText('Every 2 weeks', { exact: true })).toBeVisible();
    await every.fill('1');
    await modal.getByLabel('Ends').selectOption('after_occurrences');
    await modal.getByLabel('Occurrences (1–999)').fill('4');
    await modal.getByRole('button', { name: 'Add Event' }).click();
    await expect(modal).toBeHidden();

    const monthTitle = new Date(`${first}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let i = 0; i < 4 && !(await page.getByRole('heading', { name: monthTitle }).isVisible()); i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(page.getByRole('heading', { name: monthTitle })).toBeVisible();
    const cell = (date: string) => page.locator(`[data-date="${date}"]`);
    for (const date of [first, second, third, fourth]) {
      await expect(cell(date).getByRole('button', { name: title })).toContainText('6 PM');
    }

    // Move the second occurrence to Wednesday at 7 pm, this occurrence only.
    await cell(second).getByRole('button', { name: title }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByText('Apply changes to entire series')).toBeVisible();
    const wednesday = iso(new Date(new Date(`${second}T00:00:00Z`).getTime() + 86_400_000));
    await edit.getByLabel('Date').fill(wednesday);
    await edit.getByLabel('Start time').fill('19:00');
    await edit.getByLabel('End time').fill('21:00');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(cell(second).getByRole('button', { name: title })).toHaveCount(0);
    await expect(cell(wednesday).getByRole('button', { name: title })).toContainText('7 PM');
    await expect(cell(third).getByRole('button', { name: title })).toContainText('6 PM');

    // Delete the third occurrence only.
    await cell(third).getByRole('button', { name: title }).click();
    await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete recurring event' });
    await expect(confirm.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Only this occurrence' }).click();
    await expect(confirm).toBeHidden();
    await expect(cell(third).getByRole('button', { name: title })).toHaveCount(0);
    for (const date of [first, wednesday, fourth]) await expect(cell(date).getByRole('button', { name: title })).toHaveCount(1);

    // The series is still one series: opening the first shows where the changes went.
    await cell(first).getByRole('button', { name: title }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByText(`only the ${longDate(first)} occurrence changes`)).toBeVisible();
  });

  test("the team's matches at its live event show read-only in the month grid and the agenda, as the feed has them", async ({ page, request }) => {
    const member = await createAccount(request, 'member');
    await useSession(page, member);
    // The live demo event runs today in the team's zone: its matches are in this month's answer.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
    const month = today.slice(0, 7);
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
    const answer = await request.get(`/api/calendar/matches?start=${month}-01&end=${month}-${lastDay}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(answer.status()).toBe(200);
    const matches = (await answer.json()) as CalendarMatch[];
    const todays = matches.filter((m) => m.date === today);
    expect(todays.length, 'the live event has matches of 7790 today').toBeGreaterThan(0);

    // A desktop: one line in today's cell, with the count and the first time, opening the event's schedule.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/calendar');
    const chip = page.locator(`[data-calendar-matches="${today}"]`);
    await expect(chip).toContainText(`${todays.length} ${todays.length === 1 ? 'match' : 'matches'}`);
    await expect(chip).toHaveAttribute('href', `/event?event=${todays[0]!.event_key}#schedule`);
    // Read-only: no edit dialog behind it, and the day cell's own click (add an event) is not what it does.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `the month grid with matches (${scheme}, 1280 px)`, { darkColoursOnly: true });
    }
    // Upcoming Events leads with the matches still to play (the live event plays on as the test runs: a count, not
    // a number fixed here), never "Nothing scheduled yet." while there are some.
    const upcoming = page.getByRole('heading', { name: 'Upcoming Events' }).locator('..');
    const matchDay = upcoming.locator('[data-upcoming-matches]');
    await expect(matchDay).toContainText(/^Team 7790: \d+ match(es)? to play (today|on \w+)/);
    await expect(matchDay).toHaveAttribute('href', `/event?event=${todays[0]!.event_key}#schedule`);
    await expect(upcoming.getByText('Nothing scheduled yet.')).toHaveCount(0);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`/event\\?event=${todays[0]!.event_key}#schedule$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A phone: each of today's matches in the agenda, opening its match page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/calendar');
    const agenda = page.getByRole('list', { name: 'Agenda' });
    for (const m of todays) await expect(agenda.locator(`[data-calendar-match="${m.key}"]`)).toContainText(m.title);
    await expect(agenda.locator('[data-calendar-match]')).toHaveCount(matches.length);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `the agenda with matches (${scheme}, 390 px)`, { darkColoursOnly: true });
    }
    const first = todays[0]!;
    await agenda.locator(`[data-calendar-match="${first.key}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/match\\?match=${first.key}$`));
  });

  test('a member sees other members’ events read-only and cannot delete', async ({ page, request }) => {
    const owner = await createAccount(request, 'member');
    const title = `Sponsor visit ${Date.now().toString(36)}`;
    const created = await request.post('/api/calendar', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { title, event_date: new Date().toISOString().slice(0, 10), event_time: '23:30', location: 'Lobby' },
    });
    expect(created.status()).toBe(201);
    await useSession(page, await createAccount(request, 'member'));
    await page.goto('/calendar');
    await page.getByRole('button', { name: title }).first().click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText('Only the person who added this event or an administrator can change it.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(details).toBeHidden();
  });

  test('a member deletes an event they added, after the confirmation; it is gone for everyone', async ({ page, request }) => {
    const owner = await createAccount(request, 'member');
    const title = `Wrong practice ${Date.now().toString(36)}`;
    const date = new Date().toISOString().slice(0, 10);
    const created = await request.post('/api/calendar', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { title, event_date: date, event_time: '23:45' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await useSession(page, owner);
    await page.goto('/calendar');
    await page.getByRole('button', { name: title }).first().click();
    await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await expect(confirm.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: title })).toHaveCount(0);
    // Gone on the server too, for another member.
    const other = await createAccount(request, 'member');
    expect((await request.get(`/api/calendar/${id}`, { headers: { Authorization: `Bearer ${other.token}` } })).status()).toBe(404);
  });

  test('on a desktop a day cell shows a title of about 20 characters whole, and a longer one in two lines with the rest in its tooltip', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'admin');
    await useSession(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/calendar');
    // The 15th of next month: a day no other test fills, so its titles need no unique suffix (which would make them longer).
    const shown = (await page.locator('[data-date]').nth(17).getAttribute('data-date'))!;
    const date = iso(new Date(Date.UTC(Number(shown.slice(0, 4)), Number(shown.slice(5, 7)), 15)));
    const timed = 'District Championship';
    const allDay = 'Build season kickoff';
    const long = 'Kickoff watch party in the high school cafeteria';
    for (const [title, event_time] of [
      [timed, '18:30'],
      [allDay, null],
      [long, '19:00'],
    ] as const) {
      const created = await request.post('/api/calendar', {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { title, event_date: date, event_time },
      });
      expect(created.status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Next month' }).click();
    const cell = page.locator(`[data-date="${date}"]`);
    const chip = (title: string) => cell.getByRole('button', { name: title });
    /** Whether the chip's text has room for all of it (a clamped or cut title overflows its box). */
    const whole = (title: string) =>
      chip(title).evaluate((button) =>
        [button, ...Array.from(button.querySelectorAll('*'))].every(
          (box) => box.scrollHeight <= box.clientHeight && box.scrollWidth <= box.clientWidth,
        ),
      );

    await expect(chip(timed)).toHaveText(`6:30 PM ${timed}`);
    expect(await whole(timed)).toBe(true);
    await expect(chip(allDay)).toHaveText(allDay);
    expect(await whole(allDay)).toBe(true);
    // Inside the cell, not spilling into the next day.
    const cellBox = (await cell.boundingBox())!;
    for (const title of [timed, allDay]) {
      const box = (await chip(title).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    }
    // A title too long for two lines ends in an ellipsis; the tooltip (and the button's name) have all of it.
    await expect(chip(long)).toBeVisible();
    expect(await whole(long)).toBe(false);
    await expect(chip(long)).toHaveAttribute('title', `${long}\n7:00 PM`);
  });
});
