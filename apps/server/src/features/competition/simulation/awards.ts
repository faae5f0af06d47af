import { randomFor } from './random.ts';
import type { SimEvent } from './season-calendar.ts';

export interface SimAward {
  awardType: number;
  name: string;
  recipients: Array<{ teamKey: string | null; awardee: string | null }>;
}

const FIRST_NAMES = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Taylor', 'Jamie', 'Harper', 'Rowan', 'Emerson', 'Sage'];
const LAST_NAMES = ['Anderson', 'Brooks', 'Carter', 'Dalton', 'Ellis', 'Foster', 'Greene', 'Hayes', 'Iverson', 'Jensen', 'Keller', 'Lawson'];

/** Judged awards handed out at a qualifying event: [award_type, name]. */
function judgedAwards(year: number): Array<[number, string]> {
  const awards: Array<[number, string]> = [
    [13, "Judges' Award"],
    [16, 'Industrial Design Award sponsored by General Motors'],
    [17, 'Quality Award sponsored by Motorola Solutions Foundation'],
    [20, 'Creativity Award sponsored by Rockwell Automation'],
    [21, 'Excellence in Engineering Award sponsored by Caterpillar'],
    [27, 'Imagery Award in honor of Jack Kamen'],
    [29, 'Innovation in Control Award'],
    [30, 'Team Spirit Award'],
  ];
  if (year >= 2023) awards.push([71, 'Autonomous Award sponsored by Ford']);
  if (year >= 2025) awards.push([82, 'Team Sustainability Award sponsored by Dow']);
  return awards;
}

function level(event: SimEvent): string {
  if (event.kind === 'regional') return 'Regional';
  if (event.kind === 'district') return 'District';
  if (event.kind === 'dcmp' || event.kind === 'dcmp_division') return 'District Championship';
  return 'Championship';
}

/**
 * The awards ceremony: impact (chairman's before 2022), winners, finalists, engineering inspiration,
 * rookie all-star and the judged awards, each to a team that has not already won one here.
 */
export function presentAwards(event: SimEvent, teamKeys: string[], rookies: Set<string>, winners: string[], finalists: string[]): SimAward[] {
  const random = randomFor('awards', event.key);
  const awards: SimAward[] = [];
  const team = (teamKey: string) => ({ teamKey, awardee: null });
  const winnerName =
    event.kind === 'offseason'
      ? 'Winner'
      : event.kind === 'cmp_division'
        ? 'Championship Subdivision Winner'
        : `${level(event)} ${event.kind === 'district' ? 'Event Winner' : 'Winners'}`;
  const finalistName =
    event.kind === 'offseason'
      ? 'Finalist'
      : event.kind === 'cmp_division'
        ? 'Championship Subdivision Finalist'
        : `${level(event)} ${event.kind === 'district' ? 'Event Finalist' : 'Finalists'}`;
  const qualifying =
    event.kind === 'regional' || event.kind === 'district' || event.kind === 'dcmp' || event.kind === 'dcmp_division' || event.kind === 'cmp';
  const takers = random.shuffle(teamKeys.filter((k) => !winners.includes(k)));
  const nextTaker = () => takers.shift() ?? null;
  if (qualifying && event.kind !== 'dcmp_division') {
    const impact = event.year >= 2022 ? 'FIRST Impact Award' : "Chairman's Award";
    const recipient = nextTaker();
    if (recipient) awards.push({ awardType: 0, name: event.kind === 'cmp' ? impact : `${level(event)} ${impact}`, recipients: [team(recipient)] });
  }
  if (winners.length > 0) awards.push({ awardType: 1, name: winnerName, recipients: winners.map(team) });
  if (finalists.length > 0) awards.push({ awardType: 2, name: finalistName, recipients: finalists.map(team) });
  if (event.kind === 'offseason' || event.kind === 'cmp') return awards;
  const inspiration = nextTaker();
  if (inspiration && event.kind !== 'dcmp')
    awards.push({ awardType: 9, name: `${level(event)} Engineering Inspiration Award`, recipients: [team(inspiration)] });
  const rookie = random.shuffle([...rookies].filter((k) => takers.includes(k)))[0];
  if (rookie && (event.kind === 'regional' || event.kind === 'district')) {
    takers.splice(takers.indexOf(rookie), 1);
    awards.push({ awardType: 10, name: 'Rookie All Star Award', recipients: [team(rookie)] });
  }
  for (const [awardType, name] of judgedAwards(event.year)) {
    const recipient = nextTaker();
    if (recipient) awards.push({ awardType, name, recipients: [team(recipient)] });
  }
  const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  if (event.kind === 'regional' || event.kind === 'district') {
    awards.push({
      awardType: 4,
      name: "FIRST Dean's List Finalist Award",
      recipients: random
        .shuffle(teamKeys)
        .slice(0, 2)
        .map((k) => ({ teamKey: k, awardee: person() })),
    });
    awards.push({ awardType: 5, name: 'Volunteer of the Year', recipients: [{ teamKey: null, awardee: person() }] });
  }
  return awards;
}

/** District points for an award (impact 10; engineering inspiration and rookie all-star 8; other judged awards 5). */
export function awardDistrictPoints(awardType: number): number {
  if (awardType === 0) return 10;
  if (awardType === 9 || awardType === 10) return 8;
  if ([1, 2, 3, 4, 5].includes(awardType)) return 0;
  return 5;
}
