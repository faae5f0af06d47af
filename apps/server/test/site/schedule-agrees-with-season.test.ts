import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleContent } from '@team7790/shared/site/content-schema';
import { buildTestApp, type TestApp } from '../databases.ts';

const schedule = scheduleContent.parse(JSON.parse(readFileSync(new URL('../../../web/src/content/schedule.json', import.meta.url), 'utf8')));
const ordinalPick = ['Captain', 'First pick', 'Second pick', 'Third pick'];

/** The schedule page's figures are written by hand; they must match what the competition pages show for 7790. */
describe('the 2025 schedule agrees with the competition data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  for (const event of schedule.events) {
    it(`${event.key}: rank, record, alliance and playoffs`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/competition/events/${event.key}` });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.event.start_date).toBe(event.startDate);
      expect(page.event.end_date).toBe(event.endDate);
      const row = page.rankings.rows.find((r: { team_key: string }) => r.team_key === 'frc7790');
      expect({ rank: row.rank, of: page.rankings.rows.length }).toEqual(event.ranking);
      expect(row.record).toEqual(event.qualificationRecord);
      expect(event.awards).toEqual(awardsOf7790(page));

      const alliance = page.alliances.find((a: { picks: string[] }) => a.picks.includes('frc7790'));
      if (!alliance) {
        expect(event.alliance).toBe('Not selected for an alliance');
        expect(event.playoffs).toBe('Did not reach the playoffs');
        return;
      }
      const role = ordinalPick[alliance.picks.indexOf('frc7790')]!;
      const partners = alliance.picks.filter((k: string) => k !== 'frc7790').map((k: string) => k.slice(3));
      expect(event.alliance.toLowerCase()).toContain(`${role.toLowerCase()} of alliance ${alliance.number}`);
      for (const partner of partners) expect(event.alliance).toContain(partner);
      const status = alliance.status;
      const round = String(status.double_elim_round).replace('Round ', '');
      expect(event.playoffs).toContain(`round ${round}`);
      expect(event.playoffs).toContain(`(${status.record.wins}-${status.record.losses})`);
    });
  }
});

function awardsOf7790(page: { awards: { name: string; recipient_list: { team_key: string | null }[] }[] }): string[] {
  return page.awards.filter((a) => a.recipient_list.some((r) => r.team_key === 'frc7790')).map((a) => a.name);
}
