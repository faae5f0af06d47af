import type { AccuracySummary } from '@team7790/shared/competition/contracts/predictions';
import { formatShare } from './accuracy-format.ts';
import { diagonalLabel, linePath, PLOT, PLOT_INNER, plotPoints, plotSummary, TICKS, xOf, yOf } from './reliability-plot.ts';

/** Text drawn over lines keeps a halo of the card's colour, so it stays readable where it crosses them. */
const HALO = 'stroke-surface [paint-order:stroke] [stroke-linejoin:round] stroke-[3px]';

/** The diagonal's label runs along it. */
const DIAGONAL_ANGLE = (-Math.atan2(PLOT_INNER.height, PLOT_INNER.width) * 180) / Math.PI;

/**
 * The reliability plot: each bin of predicted red win chance (x) against how often red won in it (y), beside the
 * dashed diagonal where they would be equal. Told apart by shape and line style, not colour: the diagonal is dashed
 * with no markers, our predictions a solid line through circles whose area and number give the bin's matches.
 */
export function ReliabilityChart({ bins }: { bins: AccuracySummary['bins'] }) {
  const points = plotPoints(bins);
  const label = diagonalLabel(points);
  const bottom = PLOT.top + PLOT_INNER.height;
  const right = PLOT.left + PLOT_INNER.width;
  return (
    <figure className="flex min-w-0 flex-col gap-3">
      <svg
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        role="img"
        aria-label={plotSummary(bins)}
        className="mx-auto h-auto w-full max-w-md text-[12px]"
      >
        <g className="stroke-line" strokeWidth={1}>
          {TICKS.map((t) => (
            <g key={t}>
              <line x1={xOf(t)} x2={xOf(t)} y1={PLOT.top} y2={bottom} />
              <line x1={PLOT.left} x2={right} y1={yOf(t)} y2={yOf(t)} />
            </g>
          ))}
        </g>
        <g className="fill-fg-muted">
          {TICKS.map((t) => (
            <g key={t}>
              <text x={xOf(t)} y={bottom + 15} textAnchor="middle">
                {formatShare(t, 0)}
              </text>
              <text x={PLOT.left - 6} y={yOf(t)} dy="0.35em" textAnchor="end">
                {formatShare(t, 0)}
              </text>
            </g>
          ))}
          <text x={PLOT.left + PLOT_INNER.width / 2} y={PLOT.height - 6} textAnchor="middle" className="fill-fg font-semibold">
            Predicted red win chance
          </text>
          <text transform={`translate(12 ${PLOT.top + PLOT_INNER.height / 2}) rotate(-90)`} textAnchor="middle" className="fill-fg font-semibold">
            Observed red win rate
          </text>
        </g>

        <line x1={xOf(0)} y1={yOf(0)} x2={xOf(1)} y2={yOf(1)} className="stroke-fg-muted" strokeWidth={1.5} strokeDasharray="6 4" />
        <text
          transform={`translate(${xOf(label.at)} ${yOf(label.at)}) rotate(${DIAGONAL_ANGLE})`}
          y={label.side === 'below' ? label.offset : -label.offset}
          dy="0.35em"
          textAnchor="middle"
          className={`fill-fg-muted italic ${HALO}`}
        >
          Perfectly calibrated
        </text>

        {points.length > 1 && <path d={linePath(points)} fill="none" className="stroke-accent-strong" strokeWidth={2} strokeLinejoin="round" />}
        {points.map((p) => (
          <circle key={p.bin.from} cx={p.x} cy={p.y} r={p.r} className="fill-accent-strong/25 stroke-accent-strong" strokeWidth={2} />
        ))}
        {points.map((p) => (
          <text key={p.bin.from} x={p.x} y={p.labelY} textAnchor="middle" className={`fill-fg text-[11px] font-semibold tabular-nums ${HALO}`}>
            {p.bin.count}
          </text>
        ))}
        <rect
          x={PLOT.left}
          y={PLOT.top}
          width={PLOT_INNER.width}
          height={PLOT_INNER.height}
          fill="none"
          className="stroke-fg-muted"
          strokeWidth={1}
        />
      </svg>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm text-fg">
        <li className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 32 12" className="h-3 w-8 shrink-0">
            <line x1={1} y1={6} x2={31} y2={6} className="stroke-fg-muted" strokeWidth={1.5} strokeDasharray="6 4" />
          </svg>
          Perfectly calibrated
        </li>
        <li className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 32 12" className="h-3 w-8 shrink-0">
            <line x1={1} y1={6} x2={31} y2={6} className="stroke-accent-strong" strokeWidth={2} />
            <circle cx={16} cy={6} r={4} className="fill-surface stroke-accent-strong" strokeWidth={2} />
          </svg>
          Our predictions, one circle per 10-point bin
        </li>
        <li className="inline-flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 32 16" className="h-4 w-8 shrink-0">
            <circle cx={6} cy={9} r={3} className="fill-accent-strong/25 stroke-accent-strong" strokeWidth={1.5} />
            <circle cx={22} cy={8} r={7} className="fill-accent-strong/25 stroke-accent-strong" strokeWidth={1.5} />
          </svg>
          Circle size and number: matches in the bin
        </li>
      </ul>
      <figcaption className="text-center text-sm text-fg-muted">
        A point above the dashed line: red won more often than we gave it; below: less often.
      </figcaption>
    </figure>
  );
}
