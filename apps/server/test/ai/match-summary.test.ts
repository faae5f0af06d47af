import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchSummaryResponse } from '@team7790/shared/ai/contracts';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { matchPageResponse } from '@team7790/shared/competition/contracts/match';
import { buildTestApp, engines, useTestWorld, type TestApp } from '../databases.ts';
import { ModelStandIn } from './model-stand-in.ts';

// Saturday of 2025milac in the simulated season: early qualifications are played, later ones are not.
const clock = new Date('2025-03-01T18:00:00Z');
const PLAYED = '2025milac_qm1';
const URL = '/api/ai/match-summary/generate';

async function summarize(t: TestApp, body: Record<string, unknown>, address = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: URL, payload: body, remoteAddress: address });
}

describe.each(engines)('match summary (%s)', (engine) => {
  // Every test starts with no summaries kept and no address counted, and writes the summaries it needs.
  describe('without a model', () => {
    const t = useTestWorld(engine, { now: () => clock, settings: { AI_SUMMARY_MAX_PER_ADDRESS: '3' } });

    it('writes the baseline summary from the match the server loads, ignoring a match sent by the client', async () => {
      const page = matchPageResponse.parse((await t.app.inject({ url: `/api/competition/matches/${PLAYED}` })).json());
      const { red, blue } = page.match.alliances;
      const fake = { alliances: { red: { score: 999, team_keys: ['frc1'] }, blue: { score: 0, team_keys: ['frc2'] } } };
      const res = await summarize(t, { match_key: PLAYED, match: fake });
      expect(res.statusCode).toBe(200);
      const answer = matchSummaryResponse.parse(res.json());
      expect(answer).toMatchObject({ model: 'fallback', fallbackUsed: true });
      // The scores it was written for, so that a page showing other ones knows it is not theirs.
      expect(answer.scores).toEqual({ red: red.score, blue: blue.score });
      const [winScore, loseScore] = [Math.max(red.score!, blue.score!), Math.min(red.score!, blue.score!)];
      expect(answer.summary).toContain(`${winScore}–${loseScore}`);
      expect(answer.summary).toContain(`${winScore - loseScore}-point margin`);
      expect(answer.summary).toContain(red.team_keys[0]!.replace('frc', ''));
      expect(answer.summary).toMatch(/in auto/);
      // The forged score and teams never appear (as whole numbers: real team 5999 may play).
      expect(answer.summary).not.toMatch(/\b999\b/);
      expect(answer.summary).not.toMatch(/\((1|2), /);
    });

    it('answers the kept summary without writing one: 404 before, the same text after', async () => {
      const event = eventPageResponse.parse((await t.app.inject({ url: '/api/competition/events/2025milac' })).json());
      const other = event.matches!.filter((m) => m.alliances.red.score !== null && m.key !== PLAYED)[3]!.key;
      const before = await t.app.inject({ url: `/api/ai/match-summary/${other}` });
      expect(before.statusCode).toBe(404);
      expect(before.json().error).toBe('No summary has been written for this match yet.');
      // Asking again still writes nothing.
      expect((await t.app.inject({ url: `/api/ai/match-summary/${other}` })).statusCode).toBe(404);
      const written = matchSummaryResponse.parse((await summarize(t, { match_key: other }, '10.0.0.40')).json());
      const kept = await t.app.inject({ url: `/api/ai/match-summary/${other}` });
      expect(kept.statusCode).toBe(200);
      expect(matchSummaryResponse.parse(kept.json())).toEqual(written);
      expect((await t.app.inject({ url: '/api/ai/match-summary/not%20a%20key' })).statusCode).toBe(400);
    });

    it('says when an unplayed match is scheduled, written afresh each time: never kept, never counted', async () => {
      const event = eventPageResponse.parse((await t.app.inject({ url: '/api/competition/events/2025milac' })).json());
      const unplayed = event.matches!.find((m) => m.alliances.red.score === null && m.actual_time === null && m.comp_level === 'qm')!;
      const answer = matchSummaryResponse.parse((await summarize(t, { match_key: unplayed.key })).json());
      // Lake City is in Michigan: its own time, named.
      expect(answer.summary).toMatch(
        new RegExp(`^Qualification ${unplayed.match_number} at .+ is scheduled for Sat, Mar 1, \\d{1,2}:\\d{2} (AM|PM) EST\\. Red \\(`),
      );
      expect(answer.summary).not.toMatch(/has not been played/);
      expect(answer).toMatchObject({ model: 'fallback', fallbackUsed: true, scores: { red: null, blue: null, on_field: false } });
      // The limit is 3 per address: asking, and regenerating, far more often is never refused (nothing is written).
      for (let i = 0; i < 5; i++) {
        expect((await summarize(t, { match_key: unplayed.key, regenerate: true }, '10.0.0.77')).statusCode).toBe(200);
      }
      const kept = await t.app.inject({ url: `/api/ai/match-summary/${unplayed.key}` });
      expect(matchSummaryResponse.parse(kept.json())).toEqual(answer);
    });

    it('refuses a bad key with 400 and an unknown match with 404', async () => {
      const bad = await summarize(t, { match_key: 'not a key' }, '10.0.0.9');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/Match key must look like/);
      const missing = await summarize(t, { match_key: '2025milac_qm999' }, '10.0.0.9');
      expect(missing.statusCode).toBe(404);
    });

    it('limits new summaries per address, answering kept ones without counting them', async () => {
      const address = '10.0.0.2';
      // The summary of PLAYED is kept, written for another address: asking again costs nothing.
      expect((await summarize(t, { match_key: PLAYED }, '10.0.0.4')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await summarize(t, { match_key: PLAYED }, address)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await summarize(t, { match_key: PLAYED, regenerate: true }, address)).statusCode).toBe(200);
      const limited = await summarize(t, { match_key: PLAYED, regenerate: true }, address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toMatch(/Too many summaries/);
      // Another address is not affected.
      expect((await summarize(t, { match_key: PLAYED, regenerate: true }, '10.0.0.3')).statusCode).toBe(200);
    });

    it("counts an IPv6 /64 as one address: a new address in it for each request is still the same client's", async () => {
      for (let i = 1; i <= 3; i++) expect((await summarize(t, { match_key: PLAYED, regenerate: true }, `2001:db8:ad:1::${i}`)).statusCode).toBe(200);
      expect((await summarize(t, { match_key: PLAYED, regenerate: true }, '2001:db8:ad:1:ffff::9')).statusCode).toBe(429);
      expect((await summarize(t, { match_key: PLAYED, regenerate: true }, '2001:db8:ad:2::1')).statusCode).toBe(200);
    });
  });

  // Every test starts with no summaries kept and a model that has had no requests.
  describe('with an OpenAI-compatible model', () => {
    const model = new ModelStandIn();
    let now = clock;
    // Hooks run in the order declared: the model starts before the app is built, and stops after it.
    beforeAll(() => model.start());
    afterAll(() => model.stop());
    const t = useTestWorld(engine, {
      now: () => now,
      // Read when the app is built, once the model has its address.
      get settings() {
        // Generous, so a loaded machine never turns an answering model into a fallback.
        return { AI_BASE_URL: model.baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: 'stand-in-model', AI_TIMEOUT_MS: '20000' };
      },
    });
    beforeEach(() => {
      model.mode = 'answer';
      model.requests.length = 0;
      now = clock;
    });

    it("asks the model with the match's data and keeps its answer for the match", async () => {
      const answer = (await summarize(t, { match_key: PLAYED })).json();
      expect(answer).toMatchObject({ model: 'stand-in-model-2', fallbackUsed: false });
      expect(answer.summary).toMatch(/^Stand-in summary #1/);

      expect(model.requests).toHaveLength(1);
      const [request] = model.requests;
      expect(request!.path).toBe('/v1/chat/completions');
      expect(request!.authorization).toBe('Bearer sk-test-key');
      expect(request!.body.model).toBe('stand-in-model');
      const page = matchPageResponse.parse((await t.app.inject({ url: `/api/competition/matches/${PLAYED}` })).json());
      const prompt = request!.body.messages.at(-1)!.content;
      expect(prompt).toContain(`"score":${page.match.alliances.red.score}`);
      expect(prompt).toContain(page.match.alliances.blue.team_keys[0]!.replace('frc', ''));
      expect(prompt).toContain('autoPoints');

      // Kept: the same answer without asking again; regenerating asks again.
      expect((await summarize(t, { match_key: PLAYED })).json().summary).toBe(answer.summary);
      expect(model.requests).toHaveLength(1);
      expect((await summarize(t, { match_key: PLAYED, regenerate: true })).json().summary).toMatch(/^Stand-in summary #2/);
    });

    it('says a match on the field is being played, without asking the model', async () => {
      const event = eventPageResponse.parse((await t.app.inject({ url: '/api/competition/events/2025milac' })).json());
      const next = event.matches!.find((m) => m.actual_time === null && m.comp_level === 'qm')!;
      // A minute after it started (the simulated match runs for minutes before its score is posted).
      now = new Date(next.predicted_time! * 1000 + 60_000);
      const page = matchPageResponse.parse((await t.app.inject({ url: `/api/competition/matches/${next.key}` })).json());
      expect(page.match.actual_time).not.toBeNull();
      expect(page.match.alliances.red.score).toBeNull();
      expect(page.on_field).toBe(true);
      const onField = matchSummaryResponse.parse((await summarize(t, { match_key: next.key })).json());
      expect(onField.summary).toMatch(new RegExp(`^Qualification ${next.match_number} at .+ is on the field now: it started at Sat, Mar 1, `));
      expect(onField).toMatchObject({ fallbackUsed: true, scores: { red: null, blue: null, on_field: true } });
      expect(model.requests).toHaveLength(0);
    });

    it('falls back to the baseline when the model fails, and retries the model later', async () => {
      model.mode = 'error';
      const key = '2025milac_qm2';
      const answer = (await summarize(t, { match_key: key })).json();
      expect(answer).toMatchObject({ model: 'fallback', fallbackUsed: true });
      expect(answer.summary).toMatch(/beat|tie/);
      expect(model.requests).toHaveLength(1);

      model.mode = 'answer';
      expect((await summarize(t, { match_key: key })).json().fallbackUsed).toBe(true);
      now = new Date(clock.getTime() + 11 * 60_000);
      expect((await summarize(t, { match_key: key })).json()).toMatchObject({ fallbackUsed: false, model: 'stand-in-model-2' });
    });

    it('falls back when the model answers without text', async () => {
      model.mode = 'empty';
      expect((await summarize(t, { match_key: '2025milac_qm4' })).json()).toMatchObject({ model: 'fallback', fallbackUsed: true });
    });
  });

  describe('with a model that never answers', () => {
    const model = new ModelStandIn();
    let t: TestApp;
    beforeAll(async () => {
      model.mode = 'hang';
      await model.start();
      // The timeout cannot misfire here (the model never answers on its own); it is long enough that even a busy
      // machine's request reaches the model before it runs out.
      t = await buildTestApp(engine, {
        now: () => clock,
        settings: { AI_BASE_URL: model.baseUrl, AI_MODEL: 'stand-in-model', AI_TIMEOUT_MS: '3000' },
      });
    });
    afterAll(async () => {
      await t.close();
      await model.stop();
    });

    it('falls back when the model does not answer in time', async () => {
      const answer = (await summarize(t, { match_key: '2025milac_qm3' })).json();
      expect(answer).toMatchObject({ model: 'fallback', fallbackUsed: true });
      // The answer came while the model still holds the request: the summary did not wait for it.
      expect(model.held).toBe(1);
      expect(model.requests).toHaveLength(1);
    });
  });
});
