import type { MatchSummary } from '@team7790/shared/competition/contracts/common';
import { teamKeyOf } from '@team7790/shared/competition/keys';
import { sideOf } from './next-match.ts';
import { teamPredictionText } from './prediction-text.ts';
import { useEventPredictions } from '../api/predictions-api.ts';

/** A team's next match as predicted from its side ('7790 · Blue 58 % to win · 88–79'); nothing without a prediction. */
export function NextMatchPrediction({ eventKey, match, teamNumber }: { eventKey: string; match: MatchSummary; teamNumber: number }) {
  const predictions = useEventPredictions(eventKey, true);
  const prediction = predictions.data?.source === 'none' ? undefined : predictions.data?.matches.find((p) => p.key === match.key);
  const side = sideOf(match, teamKeyOf(teamNumber));
  return prediction && side ? teamPredictionText(prediction, side, teamNumber) : null;
}
