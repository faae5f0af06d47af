import { fixture, StandInProvider } from './stand-in-provider.ts';

type Obj = Record<string, unknown>;

/** Statbotics paths the stand-in answers from the recorded bodies. */
export const STATBOTICS_ROUTES = {
  '/v3/team_events?event=2025cabe&limit=100': 'v3/team_events/event2025cabe_first2.json',
  '/v3/event/2025cabe': 'v3/event/2025cabe.json',
};

/** Every event with a recorded /event/{key} body, and every recorded /match/{key}. */
export const RECORDED_EVENTS = [
  '2012ct',
  '2015micmp',
  '2015nyny',
  '2016nyny',
  '2017cmpmo',
  '2017mike2',
  '2017nyny',
  '2018necmp',
  '2019cmptx',
  '2019micmp',
  '2019nyny',
  '2020scmb',
  '2021cmpaw',
  '2022cmptx',
  '2022on305',
  '2023micmp',
  '2024mil',
  '2024nytr',
  '2025isde1',
  '2025mndu',
  '2025nytr',
  '2025oncmp2',
  '2026marea',
];
export const RECORDED_MATCHES = [
  '2016cmp_f1m3',
  '2017dal_qf3m2',
  '2019hiho_qf4m1',
  '2019nyny_qm1',
  '2020mndu2_sf2m2',
  '2022wasam_qf2m2',
  '2023cmptx_sf12m1',
  '2024isde1_f1m2',
  '2024miket_sf13m1',
  '2025nhsal_sf7m1',
  '2025vagle_sf8m1',
  '2026paphi_sf10m1',
  '2026schop_sf5m1',
];

/**
 * A stand-in provider loaded with the recorded answers, plus a few paths no recording covers,
 * each assembled from recorded objects only (the same objects under a wider provider path).
 */
export async function startRecordedProvider(): Promise<StandInProvider> {
  const standIn = await new StandInProvider(STATBOTICS_ROUTES).start();

  // Single teams, as they appear inside the recorded event team lists.
  const teamLists = ['2019nyny', '2023micmp', '2025mndu', '2024nytr', '2019micmp', '2022on305', '2015micmp', '2018necmp'];
  const teams = new Map<string, Obj>();
  for (const key of teamLists) for (const t of fixture<Obj[]>(`tba/event/${key}/teams.json`)) teams.set(t.key as string, t);
  for (const [key, team] of teams) standIn.serve(`/api/v3/team/${key}`, team);
  // The search index's team pages: all of those teams on page 0, then the empty page that ends the list.
  standIn.serve(
    '/api/v3/teams/0',
    [...teams.values()].sort((a, b) => (a.team_number as number) - (b.team_number as number)),
  );
  standIn.serve('/api/v3/teams/1', []);

  // Team 7790's 2025 season: its events as listed in /events/2025, and its Championship division
  // matches from the recorded mid-event snapshot (qm48 and later not yet played).
  const season2025 = fixture<Obj[]>('tba/events/2025.json');
  standIn.serve(
    '/api/v3/team/frc7790/events/2025',
    season2025.filter((e) => ['2025milac', '2025mitvc', '2025mil'].includes(e.key as string)),
  );
  const milstein = fixture<Obj[]>('tba/event/2025mil/matches.snapshot-2025-04-17T15-00-0500.json');
  const plays7790 = (m: Obj) => {
    const a = m.alliances as { red: { team_keys: string[] }; blue: { team_keys: string[] } };
    return [...a.red.team_keys, ...a.blue.team_keys].includes('frc7790');
  };
  standIn.serve('/api/v3/team/frc7790/event/2025mil/matches', milstein.filter(plays7790));
  standIn.serve(
    '/api/v3/event/2025mil',
    season2025.find((e) => e.key === '2025mil'),
  );

  // Team 2337's 2017 season statuses and full history, from its recorded single-event answers.
  standIn.serve('/api/v3/team/frc2337/events/2017/statuses', { '2017mike2': fixture('tba/team/frc2337/event/2017mike2/status.json') });
  standIn.serve('/api/v3/team/frc2337/events', fixture('tba/team/frc2337/events/2017.json'));
  standIn.serve('/api/v3/team/frc2337/awards', fixture('tba/team/frc2337/awards/2017.json'));
  return standIn;
}
