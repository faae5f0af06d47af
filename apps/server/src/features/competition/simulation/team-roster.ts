import { KNOWN_TEAMS } from './known-teams.ts';
import { MICHIGAN_CITIES, namingParts, REGIONAL_VENUES, TEAM_MOTTOS } from './places.ts';
import { hashSeed, randomFor } from './random.ts';

export interface SimTeam {
  number: number;
  key: string;
  nickname: string;
  /** Official long name (sponsors and school). */
  name: string;
  schoolName: string;
  city: string;
  stateProv: string;
  country: string;
  postalCode: string;
  rookieYear: number;
  motto: string | null;
  website: string | null;
  /** 'fim' for Michigan teams, otherwise the code of the regional nearest home. */
  home: string;
  /** Long-run strength; 1 is an average robot. */
  strength: number;
}

const HIGHEST_NUMBER = 11_150;
const MICHIGAN_SHARE = 0.075;

/** Team numbers are handed out in order, so a number tells roughly when the team started. */
export function rookieYearFor(teamNumber: number): number {
  const steps: Array<[number, number]> = [
    [1, 1992],
    [1000, 2003],
    [2000, 2007],
    [3000, 2010],
    [4000, 2012],
    [5000, 2014],
    [6000, 2016],
    [7000, 2018],
    [8000, 2020],
    [9000, 2023],
    [10_000, 2024],
    [10_500, 2025],
    [11_000, 2026],
    [HIGHEST_NUMBER + 1, 2026],
  ];
  for (let i = 1; i < steps.length; i++) {
    const [toNumber, toYear] = steps[i] as [number, number];
    const [fromNumber, fromYear] = steps[i - 1] as [number, number];
    if (teamNumber < toNumber) return Math.floor(fromYear + ((teamNumber - fromNumber) / (toNumber - fromNumber)) * (toYear - fromYear));
  }
  return 2026;
}

function generatedTeam(teamNumber: number): SimTeam {
  const random = randomFor('team', teamNumber);
  const michigan = random.chance(MICHIGAN_SHARE);
  const venue = michigan ? null : random.pick(REGIONAL_VENUES);
  const [city, postalCode] = venue ? random.pick(venue.teamCities) : random.pick(MICHIGAN_CITIES);
  const nickname = random.chance(0.2)
    ? `${random.pick(namingParts.NICKNAME_FIRST)}${random.pick(namingParts.NICKNAME_SECOND).toLowerCase()}`
    : `${random.pick(namingParts.NICKNAME_FIRST)} ${random.pick(namingParts.NICKNAME_SECOND)}`;
  const schoolName = random.chance(0.12)
    ? 'Family/Community'
    : `${city} ${random.pick(['High School', 'Senior High School', 'Academy', 'STEM Academy'])}`;
  const sponsors = random.shuffle(namingParts.SPONSORS).slice(0, random.int(0, 3));
  return {
    number: teamNumber,
    key: `frc${teamNumber}`,
    nickname,
    name: sponsors.length > 0 ? `${sponsors.join('/')} & ${schoolName}` : schoolName,
    schoolName,
    city,
    stateProv: venue ? venue.stateProv : 'Michigan',
    country: venue ? venue.country : 'USA',
    postalCode,
    rookieYear: rookieYearFor(teamNumber),
    motto: random.chance(0.35) ? random.pick(TEAM_MOTTOS) : null,
    website: random.chance(0.6) ? `https://www.frc${teamNumber}.org` : null,
    home: venue ? venue.code : 'fim',
    strength: Math.max(0.3, random.normal(1, 0.28)),
  };
}

/** Several thousand teams numbered 1..~11000 with gaps, the same on every start. */
export class TeamRoster {
  readonly teams: readonly SimTeam[];
  private readonly byNumber = new Map<number, SimTeam>();

  constructor() {
    const known = new Map(KNOWN_TEAMS.map((team) => [team.number, team]));
    const teams: SimTeam[] = [];
    for (let teamNumber = 1; teamNumber <= HIGHEST_NUMBER; teamNumber++) {
      const real = known.get(teamNumber);
      // Older numbers are sparser (teams fold); about a third of all numbers are in use.
      const density = teamNumber < 3000 ? 240 : 330;
      if (!real && hashSeed(`exists|${teamNumber}`) % 1000 >= density) continue;
      const team = real
        ? {
            number: real.number,
            key: `frc${real.number}`,
            nickname: real.nickname,
            name: real.name ?? real.schoolName,
            schoolName: real.schoolName,
            city: real.city,
            stateProv: 'Michigan',
            country: 'USA',
            postalCode: real.postalCode,
            rookieYear: real.rookieYear,
            motto: real.motto ?? null,
            website: real.website,
            home: 'fim',
            strength: real.strength ?? 1,
          }
        : generatedTeam(teamNumber);
      teams.push(team);
      this.byNumber.set(teamNumber, team);
    }
    this.teams = teams;
  }

  get(teamNumber: number): SimTeam | undefined {
    return this.byNumber.get(teamNumber);
  }

  /** Teams that existed in a season. */
  activeIn(year: number): SimTeam[] {
    return this.teams.filter((team) => team.rookieYear <= year);
  }
}

/** A team's strength in one season: its long-run level plus that year's form. */
export function seasonStrength(team: SimTeam, year: number): number {
  const form = randomFor('form', team.number, year).normal(0, 0.12);
  const rookiePenalty = team.rookieYear === year ? 0.15 : 0;
  return Math.max(0.25, team.strength + form - rookiePenalty);
}
