import { describe, expect, it } from 'vitest';
import { DEFAULT_PREDICTION_SETTINGS, eventModel, redOutcome } from '@team7790/shared/competition/predictions/match-predictions';
import { bonusRankingPoints, inPlayOrder as inPlayOrderOf } from '@team7790/shared/competition/predictions/match-predictions';
import { calibration, recordedEvents, replay, score, type Scored } from './predictions-replay.ts';

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
    expect(ours.brier).toBeLessThanOrEqual(0.1995);
    expect(ours.accuracy).toBeGreaterThanOrEqual(0.67);
  });

  // With the prior the worst red-side bins (30-40 % and 70-80 %) are 4.9 and 5.0 points off: the 5 points met at the
  // edge, on constants chosen on these same events (decision 0015).
  it('with the prior, every 10-point bin of red win chance is within 5 points of the observed win rate', () => {
    const bins = calibration(withPrior);
    console.log('Calibration with the prior:');
    console.table(bins.map((b) => ({ ...b, predicted: pct(b.predicted), observed: pct(b.observed), gap: pct(Math.abs(b.predicted - b.observed)) })));
    for (const b of bins) expect(Math.abs(b.predicted - b.observed), b.bin).toBeLessThanOrEqual(0.05);
  });

  // Issue 46: the outage model's scale per season, on data it was not tuned on. Its chance divides a margin by the
  // event's own margin errors so far at a constant of theory (NORMAL_LOGISTIC_K), so the scale follows each season
  // and event by itself. Two things are fitted, and each is held out here: a season's own factor on that constant
  // (fitted on the season's other events), and outageLogisticK, read by an event's first matches only, before
  // `outageErrorMatches` predicted margins (fitted on the other seasons).
  describe('without a prior, each season on a scale not fitted to it', () => {
    const seasons = [...new Set(events.map((e) => e.key.slice(0, 4)))];
    const seasonOf = (key: string) => Number(key.slice(0, 4));
    const ofSeason = <S extends Scored>(scored: readonly S[], season: string) => scored.filter((s) => s.key.startsWith(season));
    const kGrid = Array.from({ length: 8 }, (_, i) => 0.4 + 0.05 * i);
    const byK = new Map(kGrid.map((k) => [k, replay(events, false, { ...DEFAULT_PREDICTION_SETTINGS, outageLogisticK: k })]));
    const kFor = (season: string) => {
      const others = (k: number) => score(byK.get(k)!.filter((s) => !s.key.startsWith(season))).brier;
      return kGrid.reduce((best, x) => (others(x) < others(best) ? x : best));
    };
    // A season's factor: the best of 0.6 to 1.6 on the events given, each event replayed once per factor.
    const factorGrid = Array.from({ length: 21 }, (_, i) => Math.round(60 + 5 * i) / 100);
    const byFactor = new Map(
      events.map((e) => [
        e.key,
        new Map(factorGrid.map((c) => [c, replay([e], false, { ...DEFAULT_PREDICTION_SETTINGS, outageSeasonFactor: { [seasonOf(e.key)]: c } })])),
      ]),
    );
    const brierAt = (keys: readonly string[], c: number) => score(keys.flatMap((k) => byFactor.get(k)!.get(c)!)).brier;
    const bestFactor = (keys: readonly string[]) => factorGrid.reduce((best, c) => (brierAt(keys, c) < brierAt(keys, best) ? c : best));
    const factorRule = seasons.flatMap((season) => {
      const keys = events.filter((e) => e.key.startsWith(season)).map((e) => e.key);
      if (keys.length < 2) return [];
      const heldOut = keys.flatMap((k) => byFactor.get(k)!.get(bestFactor(keys.filter((x) => x !== k)))!);
      const one = keys.flatMap((k) => byFactor.get(k)!.get(1)!);
      return [
        { season, events: keys.length, 'fit on all': bestFactor(keys), 'held-out brier': score(heldOut).brier, 'factor 1 brier': score(one).brier },
      ];
    });
    const shipped = DEFAULT_PREDICTION_SETTINGS.outageSeasonFactor;
    const heldOut = events.flatMap((e) => {
      const season = e.key.slice(0, 4);
      const others = events.filter((x) => x.key.startsWith(season) && x !== e).map((x) => x.key);
      const factor = shipped[seasonOf(e.key)] === undefined ? {} : { [seasonOf(e.key)]: bestFactor(others) };
      const k = kFor(season);
      return replay([e], false, { ...DEFAULT_PREDICTION_SETTINGS, outageLogisticK: k, outageSeasonFactor: factor }).map((s) => ({ ...s, k }));
    });
    // The scale before issue 46: the alliance spread at the fitted k throughout, fitted on all the events.
    const spreadOnly = replay(events, false, { ...DEFAULT_PREDICTION_SETTINGS, outageErrorMatches: Number.POSITIVE_INFINITY });
    const favourite = (scored: readonly Scored[]) => scored.map((s) => (s.p >= 0.5 ? s : { ...s, p: 1 - s.p, outcome: 1 - s.outcome }));

    it('a season has its own factor where its events, each held out, support one', () => {
      console.table(
        factorRule.map((r) => ({ ...r, 'held-out brier': r['held-out brier'].toFixed(4), 'factor 1 brier': r['factor 1 brier'].toFixed(4) })),
      );
      const supported = factorRule.filter((r) => r['held-out brier'] < r['factor 1 brier']);
      expect(shipped).toEqual(Object.fromEntries(supported.map((r) => [Number(r.season), r['fit on all']])));
      expect(Object.keys(shipped)).toEqual(['2015', '2025']);
    });

    it("the favourite's chance, every 10-point bin over all seasons within 5 points of the observed rate", () => {
      // The model has no red or blue term, so a match counts once, at the chance of the side it calls.
      const bins = calibration(favourite(heldOut));
      console.log(
        `Outage calibration, each season held out (${heldOut.length} matches; red won ${pct(heldOut.reduce((t, s) => t + s.outcome, 0) / heldOut.length)} %):`,
      );
      console.table(
        bins.map((b) => ({ ...b, predicted: pct(b.predicted), observed: pct(b.observed), gap: pct(Math.abs(b.predicted - b.observed)) })),
      );
      expect(bins.map((b) => b.bin)).toEqual(['50-60%', '60-70%', '70-80%', '80-90%', '90-100%']);
      for (const b of bins) expect(Math.abs(b.predicted - b.observed), b.bin).toBeLessThanOrEqual(0.05);
      // Red-side bins, as the prior's test reads them, to the same 5 points (red won 52.7 %: the model has no side term).
      console.log(
        calibration(heldOut)
          .map((b) => `${b.bin} ${b.count}: ${pct(b.predicted)} vs ${pct(b.observed)}`)
          .join(' · '),
      );
      for (const b of calibration(heldOut)) expect(Math.abs(b.predicted - b.observed), b.bin).toBeLessThanOrEqual(0.05);
    });

    it('per season, every bin of 10 matches or more within its 95 % interval, and the Brier score better where the issue found it under-confident', () => {
      const rows = seasons.map((season) => {
        const mine = ofSeason(heldOut, season);
        const bins = calibration(favourite(mine));
        return {
          season,
          matches: mine.length,
          'k first matches': mine[0]!.k.toFixed(2),
          brier: score(mine).brier.toFixed(4),
          'spread-only brier': score(ofSeason(spreadOnly, season)).brier.toFixed(4),
          bins: bins.map((b) => `${b.bin} ${b.count}: ${pct(b.predicted)} vs ${pct(b.observed)}`).join(' · '),
          outside: bins.filter(
            (b) => b.count >= 10 && Math.abs(b.predicted - b.observed) > 1.96 * Math.sqrt((b.predicted * (1 - b.predicted)) / b.count),
          ),
        };
      });
      console.table(rows.map(({ outside, ...r }) => r));
      for (const r of rows)
        expect(
          r.outside.map((b) => b.bin),
          r.season,
        ).toEqual([]);
      for (const season of ['2025', '2026']) {
        expect(score(ofSeason(heldOut, season)).brier, season).toBeLessThan(score(ofSeason(spreadOnly, season)).brier);
      }
      expect(score(heldOut).brier).toBeLessThan(score(spreadOnly).brier);
    });
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
