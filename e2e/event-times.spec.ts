import type { EventPageResponse } from '@team7790/shared/competition/contracts/event';
import { expect, test, withoutFirstAnswers } from './support/fixtures.ts';

/**
 * A viewer far from the event (Tokyo) sees each match at the event's local time, named, and the same
 * time for the same match on the home page, the event schedule and the team page.
 */
test.describe("match times in the event's time zone", () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the home card, the schedule and the team page show the next match at the same local time', async ({ page, request }) => {
    const api = await (await request.get('/api/competition/updates')).json();
    expect(api.nextMatch, 'the live demo event has a next match').not.toBeNull();
    expect(api.eventTimeZone).toBeTruthy();
    const { key, label, predictedTime } = api.nextMatch as { key: string; label: string; predictedTime: number };
    const at = new Date(predictedTime * 1000);
    const eventTime = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: api.eventTimeZone }).replace(/\u202f/g, ' ');
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: api.eventTimeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')!.value;

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Competition Updates' });
    const shownOnHome = card.locator(`time[datetime="${at.toISOString()}"]`);
    await expect(shownOnHome).toContainText(`${eventTime} ${zone}`);

    await page.goto(`/event?event=${api.eventKey}#schedule`);
    const row = page.locator(`tr[data-match="${key}"]`);
    await expect(row.getByRole('cell').nth(1)).toContainText(eventTime);
    await expect(page.getByText(`times in the event's local time (${zone})`)).toBeVisible();

    await page.goto('/team?team=7790');
    await expect(page.getByRole('link', { name: new RegExp(`Next match ${label} · ${eventTime} ${zone}`) })).toBeVisible({ timeout: 20_000 });
  });

  test("an unplayed match's page shows its scheduled time in the event's zone", async ({ page, request }) => {
    const api = await (await request.get('/api/competition/updates')).json();
    const answer = await (await request.get(`/api/competition/matches/${api.nextMatch.key}`)).json();
    const { time, actual_time: actual } = answer.match as { time: number | null; actual_time: number | null };
    expect(actual).toBeNull();
    expect(time).not.toBeNull();
    const at = new Date(time! * 1000);
    const zone = answer.event.timezone as string;
    const shown = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).replace(/\u202f/g, ' ');
    await page.goto(`/match?match=${api.nextMatch.key}`);
    const scheduled = page.locator(`time[datetime="${at.toISOString()}"]`).first();
    await expect(scheduled).toContainText(shown, { timeout: 20_000 });
    await expect(page.getByText(/^Scheduled/)).toBeVisible();
  });

  test('an event in a zone English has no short name for is named in words, not as an offset', async ({ page, request }) => {
    // 2025isde1, as recorded, is in Asia/Jerusalem; the short name there is only "GMT+2".
    const answer = (await (await request.get('/api/competition/events/2025milac')).json()) as EventPageResponse;
    await withoutFirstAnswers(page);
    await page.route('**/api/competition/events/2025milac', (route) =>
      route.fulfill({ json: { ...answer, event: { ...answer.event, timezone: 'Asia/Jerusalem' } } }),
    );
    await page.goto('/event?event=2025milac#schedule');
    await expect(page.getByText(/times in the event's local time \((Israel Standard Time|Israel Daylight Time)\)/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/GMT[+-]\d/)).toHaveCount(0);
  });
});
