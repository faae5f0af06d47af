import { createHash } from 'node:crypto';
import { FALLBACK_MODEL, type MatchSummaryResponse } from '@team7790/shared/ai/contracts';
import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import { matchTitle } from '@team7790/shared/competition/match-names';
import { clientNetwork } from '../../../client-network.ts';
import { tooManyRequests } from '../../../http-error.ts';
import type { RateLimiter } from '../../accounts/rate-limit.ts';
import { completeChat, type ChatModelSettings } from '../chat-completions.ts';
import { baselineSummary } from './baseline-summary.ts';
import { matchFacts } from './match-facts.ts';
import { summaryPrompt } from './summary-prompt.ts';
import type { SummaryRepo } from './summary-repo.ts';

/** A baseline summary written because the model failed is retried after this long. */
export const FALLBACK_REUSE_MS = 10 * 60_000;

export interface MatchSummaryDeps {
  repo: SummaryRepo;
  /** The match page as the competition service answers it. */
  loadMatch: (matchKey: string) => Promise<MatchPageResponse>;
  /** Null when no model is configured: every summary is the baseline. */
  model: ChatModelSettings | null;
  limiter: RateLimiter;
  limit: { max: number; windowSeconds: number };
  now: () => Date;
  log: (error: unknown, matchKey: string) => void;
}

/** What a summary was written from: scores, winner and breakdown. A change means a new summary. */
function versionOf(page: MatchPageResponse): string {
  const { alliances, winning_alliance, score_breakdown } = page.match;
  const basis = JSON.stringify([
    alliances.red.score,
    alliances.blue.score,
    winning_alliance,
    score_breakdown,
    page.teams.map((t) => t.nickname),
    // Only when true, so the summaries of every other match keep their version.
    ...(page.not_needed ? ['not needed'] : []),
    // A playoff match's name, which the summary says (2023+ double elimination matches were once 'Semifinal N').
    ...(page.match.comp_level === 'qm' ? [] : [matchTitle(page.match, page.event?.playoff_type)]),
  ]);
  return createHash('sha1').update(basis).digest('hex');
}

/** The scores a summary of this page is written for (before the match is played, whether it is on the field). */
function scoresOf(page: MatchPageResponse): MatchSummaryResponse['scores'] {
  const { red, blue } = page.match.alliances;
  return red.score === null || blue.score === null
    ? { red: red.score, blue: blue.score, on_field: page.on_field === true }
    : { red: red.score, blue: blue.score };
}

/**
 * Before a match is played its summary says when it is (or that it is on the field): written from the data each time,
 * never kept (its time moves, and a kept one would outlive the state it describes) and costing no summary budget.
 */
function unplayedAnswer(page: MatchPageResponse): MatchSummaryResponse | null {
  const facts = matchFacts(page);
  if (facts.played) return null;
  return { summary: baselineSummary(facts), model: FALLBACK_MODEL, fallbackUsed: true, scores: scoresOf(page) };
}

/**
 * Match summaries: the configured model's, or the baseline written from the data when there is no
 * model or it fails or is too slow. One is kept per match; writing a new one is rate-limited per address.
 */
export class MatchSummaryService {
  constructor(private readonly deps: MatchSummaryDeps) {}

  async summarize(matchKey: string, options: { regenerate?: boolean; address: string }): Promise<MatchSummaryResponse> {
    const page = await this.deps.loadMatch(matchKey);
    const unplayed = unplayedAnswer(page);
    if (unplayed) return unplayed;
    const version = versionOf(page);
    const stored = await this.deps.repo.find(matchKey);
    if (stored && stored.version === version && !options.regenerate && this.stillGood(stored)) {
      return { summary: stored.summary, model: stored.model, fallbackUsed: stored.fallbackUsed, scores: scoresOf(page) };
    }

    const { max, windowSeconds } = this.deps.limit;
    const window = await this.deps.limiter.hit(`ai-summary:${clientNetwork(options.address)}`, windowSeconds);
    if (window.hits > max) throw tooManyRequests(window.retryAfterSeconds, 'Too many summaries requested. Please wait a few minutes and try again.');

    const answer = await this.write(matchKey, page);
    await this.deps.repo.save(matchKey, { version, ...answer, createdAt: this.deps.now() });
    return { ...answer, scores: scoresOf(page) };
  }

  /** The summary kept for the match as it stands now, without writing one (null when there is none yet). */
  async kept(matchKey: string): Promise<MatchSummaryResponse | null> {
    const page = await this.deps.loadMatch(matchKey);
    const unplayed = unplayedAnswer(page);
    if (unplayed) return unplayed;
    const stored = await this.deps.repo.find(matchKey);
    if (!stored || stored.version !== versionOf(page) || !this.stillGood(stored)) return null;
    return { summary: stored.summary, model: stored.model, fallbackUsed: stored.fallbackUsed, scores: scoresOf(page) };
  }

  /** A model's summary lasts; a baseline written while a model is configured is retried after a while. */
  private stillGood(stored: { fallbackUsed: boolean; createdAt: Date }): boolean {
    if (!stored.fallbackUsed || !this.deps.model) return true;
    return this.deps.now().getTime() - stored.createdAt.getTime() < FALLBACK_REUSE_MS;
  }

  private async write(matchKey: string, page: MatchPageResponse): Promise<Omit<MatchSummaryResponse, 'scores'>> {
    const facts = matchFacts(page);
    const baseline = { summary: baselineSummary(facts), model: FALLBACK_MODEL, fallbackUsed: true };
    if (!this.deps.model) return baseline;
    try {
      const { text, model } = await completeChat(this.deps.model, summaryPrompt(facts, page));
      return { summary: text, model, fallbackUsed: false };
    } catch (err) {
      this.deps.log(err, matchKey);
      return baseline;
    }
  }
}
