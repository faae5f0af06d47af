import { describe, expect, it } from 'vitest';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { TbaEvent, TbaMatch } from '@team7790/shared/competition/tba';
import { baselineSummary } from '../../src/features/ai/match-summary/baseline-summary.ts';
import { matchFacts } from '../../src/features/ai/match-summary/match-facts.ts';
import { MatchSummaryService } from '../../src/features/ai/match-summary/summary-service.ts';
import type { StoredSummary, SummaryRepo } from '../../src/features/ai/match-summary/summary-repo.ts';
import type { RateLimiter } from '../../src/features/accounts/rate-limit.ts';
import { toEventSummary, toMatchDetail } from '../../src/features/competition/shaping/tba-shapes.ts';
import { fixture } from '../competition/stand-in-provider.ts';

/** The match page's answer for a recorded match and its recorded event, as the summary reads it. */
function recordedPage(matchPath: string, event: TbaEvent | null): MatchPageResponse {
  return {
    stale: false,
    fetchedAt: null,
    epa_pending: false,
    event: event ? toEventSummary(event) : null,
    teams: [],
    match: toMatchDetail(fixture<TbaMatch>(matchPath)),
  };
}

const eventOf = (year: number, key: string) => fixture<TbaEvent[]>(`tba/events/${year}.json`).find((e) => e.key === key)!;

describe('the baseline summary names a playoff match as the bracket does', () => {
  it('calls a 2023+ double elimination match "Match N" (2025vagle sf8m1, playoff_type 10)', () => {
    const page = recordedPage('tba/match/2025vagle_sf8m1.json', eventOf(2025, '2025vagle'));
    expect(page.event!.playoff_type).toBe(10);
    const summary = baselineSummary(matchFacts(page));
    expect(summary).toMatch(/^(Match 8 at .* ended in a|.* in Match 8 at )/);
    expect(summary).not.toMatch(/Semifinal/);
  });

  it('names it by the year when the event could not be read (2024miket sf13m1)', () => {
    const summary = baselineSummary(matchFacts(recordedPage('tba/match/2024miket_sf13m1.json', null)));
    expect(summary).toMatch(/^Match 13 ended| in Match 13[.,]/);
    expect(summary).not.toMatch(/Semifinal/);
  });

  it('keeps the names of older formats (2019hiho qf4m1)', () => {
    const summary = baselineSummary(matchFacts(recordedPage('tba/match/2019hiho_qf4m1.json', null)));
    expect(summary).toMatch(/Quarterfinal 4 Match 1/);
  });
});

describe('a kept summary that names a playoff match', () => {
  it('is written again when the match is named differently (kept as "Semifinal 8 Match 1", now "Match 8")', async () => {
    const kept = new Map<string, StoredSummary>();
    let page = recordedPage('tba/match/2025vagle_sf8m1.json', { ...eventOf(2025, '2025vagle'), playoff_type: 0 });
    const service = new MatchSummaryService({
      repo: {
        find: async (key: string) => kept.get(key) ?? null,
        save: async (key: string, s: StoredSummary) => void kept.set(key, s),
      } as unknown as SummaryRepo,
      loadMatch: async () => page,
      model: null,
      limiter: { hit: async () => ({ hits: 1, retryAfterSeconds: 0 }) } as unknown as RateLimiter,
      limit: { max: 10, windowSeconds: 60 },
      now: () => new Date('2026-01-01T00:00:00Z'),
      log: () => undefined,
    });
    expect((await service.summarize('2025vagle_sf8m1', { address: '127.0.0.1' })).summary).toMatch(/Semifinal 8 Match 1/);
    expect(await service.kept('2025vagle_sf8m1')).not.toBeNull();
    // Same scores and breakdown; the event's playoff type names the match 'Match 8' now.
    page = recordedPage('tba/match/2025vagle_sf8m1.json', eventOf(2025, '2025vagle'));
    expect(await service.kept('2025vagle_sf8m1')).toBeNull();
    expect((await service.summarize('2025vagle_sf8m1', { address: '127.0.0.1' })).summary).toMatch(/Match 8 at /);
  });
});
