import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPageResponse } from '@team7790/shared/competition/contracts/event';
import { buildTestApp, engines, type TestApp } from '../databases.ts';
import { fixture, StandInProvider } from './stand-in-provider.ts';

interface RecordedAward {
  award_type: number;
  name: string;
}

/** Spec 2, awards tab: impact or chairman's (0), winner (1), finalist (2), engineering inspiration (9), then the rest. */
const FIRST = [0, 1, 2, 9];

// The recorded TBA answers list awards by award_type read as text (0, 1, 10, 11, ..., 2, 20, ..., 9):
// finalists come after a dozen other awards and engineering inspiration last, so the order the page
// shows is the server's doing, not the provider's.
describe.each(engines)('event awards in the order the spec gives, from recorded provider answers (%s)', (engine) => {
  let standIn: StandInProvider;
  let t: TestApp;
  const clock = new Date('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    standIn = await new StandInProvider().start();
    t = await buildTestApp(engine, { settings: standIn.settings(), now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const awardsOf = async (eventKey: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/competition/events/${eventKey}` });
    expect(res.statusCode).toBe(200);
    return eventPageResponse.parse(res.json()).awards!;
  };

  it.each([
    // A regional with every prioritised award: chairman's, winners, finalists, engineering inspiration.
    ['2019nyny', ["Regional Chairman's Award", 'Regional Winners', 'Regional Finalists', 'Regional Engineering Inspiration Award']],
    // A Championship division has no chairman's award: winner, finalist, engineering inspiration lead.
    ['2024mil', ['Championship Division Winner', 'Championship Division Finalist', 'Engineering Inspiration Award']],
  ])('%s: the prioritised awards first in spec order, then every other award', async (eventKey, leading) => {
    const recorded = fixture<RecordedAward[]>(`tba/event/${eventKey}/awards.json`);
    // The recording itself is not in spec order, or this test would pin nothing.
    expect(recorded.slice(0, leading.length).map((a) => a.name)).not.toEqual(leading);

    const awards = await awardsOf(eventKey);
    expect(awards.slice(0, leading.length).map((a) => a.name)).toEqual(leading);
    const present = FIRST.filter((type) => recorded.some((a) => a.award_type === type));
    expect(awards.slice(0, leading.length).map((a) => a.award_type)).toEqual(present);
    // The rest follow, none lost or repeated.
    const rest = awards.slice(leading.length);
    expect(rest.every((a) => !FIRST.includes(a.award_type))).toBe(true);
    expect(rest.map((a) => a.name).sort()).toEqual(
      recorded
        .filter((a) => !FIRST.includes(a.award_type))
        .map((a) => a.name)
        .sort(),
    );
  });
});
