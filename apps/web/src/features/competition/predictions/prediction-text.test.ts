import type { MatchPredictionView } from '@team7790/shared/competition/contracts/predictions';
import { favouredSide } from '@team7790/shared/competition/predictions/match-predictions';
import { describe, expect, it } from 'vitest';
import {
  bonusText,
  callText,
  chancePercent,
  predictionCheck,
  predictionText,
  resultText,
  sourceText,
  teamPredictionText,
  winPercents,
} from './prediction-text.ts';

const prediction = (redChance: number, scores: [number, number] | null, result: MatchPredictionView['result'] = null): MatchPredictionView => ({
  key: '2025milac_qm12',
  red: { score: scores?.[0] ?? null, win_prob: redChance, bonus: [], expected_rp: null },
  blue: { score: scores?.[1] ?? null, win_prob: 1 - redChance, bonus: [], expected_rp: null },
  favored: favouredSide(redChance),
  known: true,
  result,
});

describe('a match nothing was known of before it', () => {
  const unknown = { ...prediction(0.5, null), favored: null, known: false };
  it("says so, never 'Even', and puts no mark on its result", () => {
    expect(predictionText(unknown)).toBe('Not known yet');
    expect(teamPredictionText(unknown, 'blue', 7790)).toBe('7790 · Blue · Not known yet');
    const played = { ...unknown, result: { red_score: 95, blue_score: 80, outcome: 1, correct: null, margin_error: null } };
    expect(predictionCheck(played)).toBeNull();
    expect(resultText(played)).toBe('No prediction: nothing was known of these teams before the match · Actual Blue 80–95 Red');
  });
});

describe('predictionText', () => {
  it("names the favourite in words with its chance, then red's and blue's scores rounded, an en dash between", () => {
    expect(predictionText(prediction(0.6404, [88.4, 79.2]))).toBe('Red 64\u00a0% · 88–79');
    expect(predictionText(prediction(0.418, [79.2, 88.4]))).toBe('Blue 58\u00a0% · 79–88');
  });
  it('leaves the scores out when there are none, and says Even at exactly 50 %', () => {
    expect(predictionText(prediction(0.64, null))).toBe('Red 64\u00a0%');
    expect(predictionText(prediction(0.5, [88, 88]))).toBe('Even · 88–88');
    expect(predictionText(prediction(0.5, null))).toBe('Even');
    expect(callText(prediction(0.7, [90, 70]))).toBe('Red 70\u00a0%');
  });
  it('writes the two chances as percents that add to 100, and calls no side a favourite at 50 % each', () => {
    // 13.5 % and 86.5 %, each rounded on its own, read 14 % and 87 %: blue's is what red's leaves.
    expect(winPercents(0.135)).toEqual({ red: 14, blue: 86 });
    expect(callText(prediction(0.135, null))).toBe('Blue 86\u00a0%');
    expect(teamPredictionText(prediction(0.135, null), 'red', 7790)).toBe('7790 · Red 14\u00a0% to win');
    for (let i = 0; i <= 1000; i++) {
      const { red, blue } = winPercents(i / 1000);
      expect(red + blue, `at ${i / 1000}`).toBe(100);
    }
    // A red chance of 49.7 % writes 50 % each: that is no favourite, so the call is Even (not "Blue 50 %").
    expect(favouredSide(0.497)).toBeNull();
    expect(callText(prediction(0.497, [80, 81]))).toBe('Even');
    expect(favouredSide(0.494)).toBe('blue');
    expect(callText(prediction(0.494, null))).toBe('Blue 51\u00a0%');
    expect(favouredSide(0.506)).toBe('red');
  });
  it('never says a chance short of certain is 0 % or 100 %', () => {
    expect(chancePercent(0.998)).toBe(99);
    expect(chancePercent(0.002)).toBe(1);
    expect(chancePercent(1)).toBe(100);
    expect(chancePercent(0.5)).toBe(50);
  });
});

describe('predictionCheck and resultText', () => {
  const played = (redChance: number, correct: boolean | null, outcome = 1) =>
    prediction(redChance, [88, 79], { red_score: 95, blue_score: 80, outcome, correct, margin_error: 6 });

  it('marks a played match right or wrong, with words for screen readers', () => {
    expect(predictionCheck(played(0.64, true))).toEqual({ mark: '✓', said: 'predicted right' });
    expect(predictionCheck(played(0.36, false))).toEqual({ mark: '✗', said: 'predicted wrong' });
    expect(predictionCheck(played(0.64, null, 0.5))?.said).toBe('half right (a tie or an even call)');
    expect(predictionCheck(prediction(0.64, [88, 79]))).toBeNull();
  });
  it('says the prediction beside the result, both named in the order of the page (blue first), how far the margin was off and whether it was called right', () => {
    expect(resultText(played(0.64, true))).toBe('Predicted Red 64\u00a0% · Blue 79–88 Red · Actual Blue 80–95 Red · margin off by 6 · called right');
    expect(resultText(played(0.64, true), 'red')).toBe(
      'Predicted Red 64\u00a0% · Red 88–79 Blue · Actual Red 95–80 Blue · margin off by 6 · called right',
    );
    const wrong = prediction(0.36, [79, 88], { red_score: 95, blue_score: 80, outcome: 1, correct: false, margin_error: 23.6 });
    expect(resultText(wrong)).toBe('Predicted Blue 64\u00a0% · Blue 88–79 Red · Actual Blue 80–95 Red · margin off by 24 · called wrong');
    const under = prediction(0.64, [88, 79], { red_score: 80, blue_score: 80, outcome: 0.5, correct: null, margin_error: -9 });
    expect(resultText(under)).toBe('Predicted Red 64\u00a0% · Blue 79–88 Red · Actual Blue 80–80 Red · margin off by 9 · tied');
    const noScale = prediction(0.5, null, { red_score: 60, blue_score: 50, outcome: 1, correct: null, margin_error: null });
    expect(resultText(noScale)).toBe('Predicted Even · Actual Blue 50–60 Red · called even');
    expect(resultText(prediction(0.64, [88, 79]))).toBeNull();
  });
});

describe('sourceText', () => {
  it('labels predictions made while Statbotics is down, and those made with its EPA', () => {
    expect(sourceText('in-event')).toBe("From this event's matches (Statbotics unavailable)");
    expect(sourceText('prior')).toBe("Predicted from Statbotics EPA and this event's matches");
    expect(sourceText('none')).toMatch(/^No predictions yet/);
  });
});

describe('teamPredictionText', () => {
  it("reads from the team's side: its alliance in words, its chance to win, its score before the other's", () => {
    const p = prediction(0.42, [79, 88]);
    expect(teamPredictionText(p, 'blue', 7790)).toBe('7790 · Blue 58\u00a0% to win · 88–79');
    expect(teamPredictionText(p, 'red', 7790)).toBe('7790 · Red 42\u00a0% to win · 79–88');
    expect(teamPredictionText(prediction(0.42, null), 'blue', 7790)).toBe('7790 · Blue 58\u00a0% to win');
  });
});

describe('bonusText', () => {
  it('names the bonus ranking point and its chance', () => {
    expect(bonusText({ name: 'Auto', chance: 0.724 })).toBe('Auto 72\u00a0%');
  });
});
