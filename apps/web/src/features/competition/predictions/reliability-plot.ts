import type { AccuracySummary } from '@team7790/shared/competition/contracts/predictions';
import { binLabel, formatShare, matchCount } from './accuracy-format.ts';

type Bin = AccuracySummary['bins'][number];

/**
 * The reliability plot's drawing area, in the SVG's own units (it scales to its box): room on the left for the
 * tick labels and the rotated axis title, below for the ticks and the axis title.
 */
export const PLOT = { width: 340, height: 320, left: 54, right: 22, top: 14, bottom: 46 } as const;
export const PLOT_INNER = { width: PLOT.width - PLOT.left - PLOT.right, height: PLOT.height - PLOT.top - PLOT.bottom } as const;

/** Grid lines and tick labels every 20 points. */
export const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;

/** A predicted chance (0–1) to its x in the SVG. */
export const xOf = (share: number): number => PLOT.left + clamp01(share) * PLOT_INNER.width;
/** An observed rate (0–1) to its y in the SVG (0 at the bottom). */
export const yOf = (share: number): number => PLOT.top + (1 - clamp01(share)) * PLOT_INNER.height;

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

const MIN_RADIUS = 3.5;
const MAX_RADIUS = 10;

/** A marker's radius: its area grows with the bin's matches, the fullest bin at the largest size. */
export function markerRadius(count: number, maxCount: number): number {
  if (maxCount <= 0 || count <= 0) return MIN_RADIUS;
  return MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(Math.min(count, maxCount) / maxCount);
}

export interface PlotPoint {
  bin: Bin;
  x: number;
  y: number;
  r: number;
  /** Where the bin's count is written: above the marker, or below it when the marker is at the top of the plot. */
  labelY: number;
}

/** One point per bin with matches, in order of predicted chance. */
export function plotPoints(bins: readonly Bin[]): PlotPoint[] {
  const filled = bins.filter((b) => b.count > 0).sort((a, b) => a.predicted - b.predicted);
  const maxCount = Math.max(0, ...filled.map((b) => b.count));
  return filled.map((bin) => {
    const x = xOf(bin.predicted);
    const y = yOf(bin.observed);
    const r = markerRadius(bin.count, maxCount);
    const labelY = y - r - 4 < PLOT.top + 10 ? y + r + 12 : y - r - 4;
    return { bin, x, y, r, labelY };
  });
}

/** The solid line through the points, as an SVG path ('' with fewer than two). */
export function linePath(points: readonly Pick<PlotPoint, 'x' | 'y'>[]): string {
  if (points.length < 2) return '';
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where the diagonal's label sits: how far along the diagonal (0–1), on which side, and how far from it (SVG units). */
export interface DiagonalLabel {
  at: number;
  side: 'below' | 'above';
  offset: number;
}

/** Half the label's length along the diagonal and half its height ('Perfectly calibrated' at 12 units). */
const LABEL_HALF_LENGTH = 58;
const LABEL_HALF_HEIGHT = 7;
/** Room a marker's count takes beyond its circle. */
const COUNT_ROOM = 12;
const LABEL_SPOTS: readonly DiagonalLabel[] = [12, 26, 40].flatMap((offset) =>
  [0.78, 0.7, 0.62, 0.5, 0.38, 0.3, 0.22].flatMap((at) => [
    { at, side: 'below' as const, offset },
    { at, side: 'above' as const, offset },
  ]),
);

/**
 * The spot for the diagonal's label: the nearest to the diagonal (low on its right first) that clears every marker
 * and its count and stays inside the plot, so that well-calibrated points, which sit on the diagonal, do not cover
 * it; failing that, the spot furthest from the markers.
 */
export function diagonalLabel(points: readonly Pick<PlotPoint, 'x' | 'y' | 'r'>[]): DiagonalLabel {
  const length = Math.hypot(PLOT_INNER.width, PLOT_INNER.height);
  const along = { x: PLOT_INNER.width / length, y: -PLOT_INNER.height / length };
  // Perpendicular to the diagonal, pointing below it (to the lower right).
  const normal = { x: -along.y, y: along.x };
  let best = LABEL_SPOTS[0]!;
  let bestClearance = -Infinity;
  for (const spot of LABEL_SPOTS) {
    const sign = spot.side === 'below' ? 1 : -1;
    const cx = xOf(spot.at) + sign * normal.x * spot.offset;
    const cy = yOf(spot.at) + sign * normal.y * spot.offset;
    const ends = [-1, 1].map((k) => ({ x: cx + k * LABEL_HALF_LENGTH * along.x, y: cy + k * LABEL_HALF_LENGTH * along.y }));
    const inside = ends.every(
      (e) => e.x >= PLOT.left + 4 && e.x <= PLOT.left + PLOT_INNER.width - 4 && e.y >= PLOT.top + 8 && e.y <= PLOT.top + PLOT_INNER.height - 8,
    );
    if (!inside) continue;
    const clearance = Math.min(
      Infinity,
      ...points.map((p) => {
        const t = Math.max(-LABEL_HALF_LENGTH, Math.min(LABEL_HALF_LENGTH, (p.x - cx) * along.x + (p.y - cy) * along.y));
        return Math.hypot(p.x - (cx + t * along.x), p.y - (cy + t * along.y)) - p.r - COUNT_ROOM - LABEL_HALF_HEIGHT;
      }),
    );
    if (clearance >= 0) return spot;
    if (clearance > bestClearance) {
      best = spot;
      bestClearance = clearance;
    }
  }
  return best;
}

/** The matches' mean distance from the diagonal (observed − predicted, weighted by each bin's matches); null with none. */
export function calibrationGap(bins: readonly Bin[]): number | null {
  const filled = bins.filter((b) => b.count > 0);
  const total = filled.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return null;
  return filled.reduce((sum, b) => sum + b.count * Math.abs(b.observed - b.predicted), 0) / total;
}

/** The bin furthest from the diagonal, or null with none. */
export function widestBin(bins: readonly Bin[]): Bin | null {
  let widest: Bin | null = null;
  for (const b of bins) {
    if (b.count > 0 && (!widest || Math.abs(b.observed - b.predicted) > Math.abs(widest.observed - widest.predicted))) widest = b;
  }
  return widest;
}

/** What the plot shows, in a sentence or two, for the chart's accessible name. */
export function plotSummary(bins: readonly Bin[]): string {
  const filled = bins.filter((b) => b.count > 0);
  const gap = calibrationGap(bins);
  const widest = widestBin(bins);
  if (gap === null || !widest) return 'Reliability plot: no played match has been predicted yet.';
  const total = filled.reduce((sum, b) => sum + b.count, 0);
  return (
    `Reliability plot of ${matchCount(total)} in ${filled.length} ${filled.length === 1 ? 'bin' : 'bins'}: ` +
    `predicted red win chance against observed red win rate. ` +
    `On average the observed rate is ${points(gap)} from the prediction; ` +
    `the furthest bin, ${binLabel(widest.from)}, predicted ${formatShare(widest.predicted, 0)} and saw ${formatShare(widest.observed, 0)}.`
  );
}

/** A difference of shares in percentage points, '3.2 points'. */
export const points = (share: number): string => `${(share * 100).toFixed(1)} points`;
