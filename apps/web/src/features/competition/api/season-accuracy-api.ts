import { queryOptions } from '@tanstack/react-query';
import type { SeasonAccuracyResponse } from '@team7790/shared/competition/contracts/predictions';
import { competitionApiPaths as paths } from '@team7790/shared/competition/page-requests';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswerOptions } from '../../../lib/first-answers.ts';

/** The prediction accuracy of team 7790's events of a season, each and together. */
export const seasonAccuracyQuery = (year: number) =>
  queryOptions({
    queryKey: ['competition', 'season-accuracy', year] as const,
    queryFn: ({ signal }) => apiRequest<SeasonAccuracyResponse>(paths.seasonAccuracy(year), { signal }),
    ...firstAnswerOptions<SeasonAccuracyResponse>(paths.seasonAccuracy(year)),
  });
