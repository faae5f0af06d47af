import type { MatchPageResponse } from '@team7790/shared/competition/contracts/match';
import type { ChatMessage } from '../chat-completions.ts';
import type { MatchFacts } from './match-facts.ts';

const SYSTEM = [
  'You write short summaries of FIRST Robotics Competition matches for fans at the event.',
  'Use only the data given. Write 3 to 5 plain sentences, no lists or headings.',
  'Say who won and by how much, where each alliance scored its points, and any bonuses or fouls that mattered.',
  'Refer to teams by number.',
].join(' ');

/** Scalar fields of a breakdown and one level of nesting, so the prompt stays small. */
function compactBreakdown(side: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(side ?? {})) {
    if (value === null || ['number', 'boolean', 'string'].includes(typeof value)) out[key] = value;
    else if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === 'number') out[`${key}.${inner}`] = v;
      }
    }
  }
  return out;
}

/** The model's instructions and the match as data (loaded by the server, never sent by the client). */
export function summaryPrompt(facts: MatchFacts, page: MatchPageResponse): ChatMessage[] {
  const data = {
    match: facts.label,
    event: facts.eventName,
    season: facts.year,
    stage: facts.playoff ? 'playoffs' : 'qualifications',
    winner: facts.winner,
    red: { teams: facts.red.teams, score: facts.red.score, breakdown: compactBreakdown(page.match.score_breakdown?.red) },
    blue: { teams: facts.blue.teams, score: facts.blue.score, breakdown: compactBreakdown(page.match.score_breakdown?.blue) },
  };
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Summarise this match.\n${JSON.stringify(data)}` },
  ];
}
