import { describe, expect, it } from 'vitest';
import {
  calibrationGap,
  diagonalLabel,
  linePath,
  markerRadius,
  PLOT,
  PLOT_INNER,
  plotPoints,
  plotSummary,
  widestBin,
  xOf,
  yOf,
} from './reliability-plot.ts';

const bin = (from: number, count: number, predicted: number, observed: number) => ({ from, count, predicted, observed });

describe('the scales', () => {
  it('put 0 % at the left and bottom of the plot and 100 % at the right and top', () => {
    expect(xOf(0)).toBe(PLOT.left);
    expect(xOf(1)).toBe(PLOT.left + PLOT_INNER.width);
    expect(yOf(0)).toBe(PLOT.top + PLOT_INNER.height);
    expect(yOf(1)).toBe(PLOT.top);
    expect(xOf(0.5)).toBe(PLOT.left + PLOT_INNER.width / 2);
  });
  it('keep a value outside 0–1 (or not a number) on the plot', () => {
    expect(xOf(1.2)).toBe(xOf(1));
    expect(yOf(-0.1)).toBe(yOf(0));
    expect(xOf(Number.NaN)).toBe(xOf(0));
  });
});

describe('markerRadius', () => {
  it("grows the marker's area with its matches, the fullest bin the largest", () => {
    expect(markerRadius(100, 100)).toBe(10);
    expect(markerRadius(0, 100)).toBe(3.5);
    const quarter = markerRadius(25, 100);
    expect(quarter).toBeCloseTo(3.5 + 6.5 * 0.5);
    expect(markerRadius(5, 0)).toBe(3.5);
  });
});

describe('plotPoints', () => {
  const bins = [bin(0, 0, 0, 0), bin(0.7, 40, 0.75, 0.8), bin(0.2, 10, 0.25, 0.3), bin(0.9, 20, 0.95, 1)];
  it('draws one point per bin with matches, in order of predicted chance', () => {
    const points = plotPoints(bins);
    expect(points.map((p) => p.bin.from)).toEqual([0.2, 0.7, 0.9]);
    expect(points[0]).toMatchObject({ x: xOf(0.25), y: yOf(0.3) });
    expect(points[1]!.r).toBe(10);
  });
  it('writes the count above a marker, and below one at the top of the plot', () => {
    const [low, , top] = plotPoints(bins);
    expect(low!.labelY).toBeLessThan(low!.y);
    expect(top!.labelY).toBeGreaterThan(top!.y);
  });
  it('joins the points with a line', () => {
    expect(linePath([{ x: 10, y: 20 }])).toBe('');
    expect(
      linePath([
        { x: 10, y: 20 },
        { x: 30.04, y: 5.55 },
      ]),
    ).toBe('M10 20 L30 5.6');
  });
});

describe('the summary', () => {
  const bins = [bin(0.1, 30, 0.15, 0.1), bin(0.5, 10, 0.55, 0.75), bin(0.8, 60, 0.85, 0.85)];
  it('weighs each bin by its matches for the mean distance from the diagonal', () => {
    expect(calibrationGap(bins)).toBeCloseTo((30 * 0.05 + 10 * 0.2) / 100);
    expect(calibrationGap([bin(0, 0, 0, 0)])).toBeNull();
  });
  it('names the bin furthest from the diagonal', () => {
    expect(widestBin(bins)?.from).toBe(0.5);
    expect(plotSummary(bins)).toBe(
      'Reliability plot of 100 matches in 3 bins: predicted red win chance against observed red win rate. ' +
        'On average the observed rate is 3.5 points from the prediction; the furthest bin, 50–60\u00a0%, predicted 55\u00a0% and saw 75\u00a0%.',
    );
  });
  it('says so when nothing has been predicted', () => {
    expect(plotSummary([])).toBe('Reliability plot: no played match has been predicted yet.');
  });
});

describe('diagonalLabel', () => {
  it('labels the diagonal low on its right, beside its top end, when no marker is near', () => {
    expect(diagonalLabel([])).toEqual({ at: 0.78, side: 'below', offset: 12 });
    expect(diagonalLabel([{ x: xOf(0.1), y: yOf(0.9), r: 10 }])).toEqual({ at: 0.78, side: 'below', offset: 12 });
  });
  it('moves the label off markers that sit where it would be', () => {
    // Well-calibrated bins along the top of the diagonal, one just below it.
    const onDiagonal = [0.7, 0.75, 0.8, 0.85].map((t) => ({ x: xOf(t), y: yOf(t - 0.03), r: 8 }));
    const spot = diagonalLabel(onDiagonal);
    expect(spot.at).toBeLessThan(0.7);
    expect(spot.offset).toBe(12);
  });
  it('moves it further off the diagonal when markers sit all along it', () => {
    const calibrated = [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95].map((t) => ({ x: xOf(t), y: yOf(t), r: 9 }));
    const spot = diagonalLabel(calibrated);
    expect(spot.offset).toBeGreaterThan(12);
    // The label stays in the plot: far from the diagonal, only its middle has room.
    expect(spot.at).toBeGreaterThan(0.2);
    expect(spot.at).toBeLessThan(0.8);
  });
});
