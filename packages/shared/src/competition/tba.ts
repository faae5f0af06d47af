/**
 * The Blue Alliance API v3 types, named. They come from TBA's own published OpenAPI document,
 * https://www.thebluealliance.com/swagger/api_v3.json (`npm run gen:tba-types -w @team7790/shared` reads it from
 * there and regenerates tba-api.d.ts; the repository keeps no copy of it); nothing here is hand-typed.
 * Recorded responses from older API versions may lack fields added later, so readers treat
 * every field as possibly absent at run time.
 */
import type { components } from './tba-api.d.ts';

type Schemas = components['schemas'];

export type TbaEvent = Schemas['Event'];
export type TbaEventSimple = Schemas['Event_Simple'];
export type TbaTeam = Schemas['Team'];
export type TbaTeamSimple = Schemas['Team_Simple'];
export type TbaMatch = Schemas['Match'];
export type TbaMatchSimple = Schemas['Match_Simple'];
export type TbaAward = Schemas['Award'];
export type TbaAlliance = Schemas['Elimination_Alliance'];
export type TbaEventRankings = Schemas['Event_Ranking'];
export type TbaRankingRow = Schemas['Event_Ranking']['rankings'][number];
export type TbaDistrictRanking = Schemas['District_Ranking'];
export type TbaRegionalRanking = Schemas['Regional_Ranking'];
export type TbaDistrict = Schemas['District'];
export type TbaTeamEventStatus = Schemas['Team_Event_Status'];
export type TbaEventOprs = Schemas['Event_OPRs'];
export type TbaWltRecord = Schemas['WLT_Record'];
export type TbaCompLevel = Schemas['Comp_Level'];
