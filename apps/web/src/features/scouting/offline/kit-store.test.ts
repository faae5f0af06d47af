import 'fake-indexeddb/auto';
import { builtInForm } from '@team7790/shared/scouting/forms/index';
import type { ScoutingForm } from '@team7790/shared/scouting/form';
import type { ScoutingKit } from '@team7790/shared/scouting/match-scouting';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitDraftToForm } from './drafts.ts';
import { fetchKit } from '../api/reports-api.ts';
import { keptKits, readKit, saveKit } from './kit-store.ts';
import { newId } from './new-id.ts';
import { ScoutingDb } from './scouting-db.ts';

const form: ScoutingForm = { ...builtInForm(2026)!, season: 2026, version: 1 };
const kit = (overrides: Partial<ScoutingKit> = {}): ScoutingKit => ({
  event_key: '2026test',
  event_name: 'Test Event',
  form,
  schedule: [
    {
      key: '2026test_qm1',
      comp_level: 'qm',
      set_number: 1,
      match_number: 1,
      name: 'Qualification 1',
      time: null,
      red: [1, 2, 3],
      blue: [4, 5, 6],
      played: false,
    },
  ],
  assignments: [],
  me: { id: 5, name: 'sam' },
  fetched_at: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

let db: ScoutingDb;
beforeEach(() => {
  db = new ScoutingDb(`kit-test-${newId()}`);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the kit kept on the device', () => {
  it('is kept per member and event, and read back offline', async () => {
    await saveKit(kit(), db);
    await saveKit(kit({ me: { id: 6, name: 'ari' }, assignments: [] }), db);
    expect((await readKit(5, '2026test', db))?.kit.me).toEqual({ id: 5, name: 'sam' });
    expect((await keptKits(6, db)).map((k) => k.key)).toEqual(['6:2026test']);
    expect(await readKit(5, '2026other', db)).toBeUndefined();
  });

  it('keeps the schedule it had when a newer kit comes without one (the schedule provider was down)', async () => {
    await saveKit(kit(), db);
    const newer = { ...form, version: 2 };
    await saveKit(kit({ schedule: [], form: newer }), db);
    const kept = (await readKit(5, '2026test', db))!.kit;
    expect(kept.form.version).toBe(2);
    expect(kept.schedule.map((m) => m.key)).toEqual(['2026test_qm1']);
  });

  it('is fetched from the event kit endpoint', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(kit()), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchKit('2026test')).event_name).toBe('Test Event');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/scouting/events/2026test/kit');
  });
});

describe('a draft under a newer form', () => {
  it('keeps the answers the new version still accepts and starts the others empty', () => {
    const newer: ScoutingForm = {
      ...form,
      version: 2,
      fields: form.fields.map((f) => (f.id === 'auto_fuel' ? { ...f, max: 10 } : f)).filter((f) => f.id !== 'fouls'),
    };
    const values = fitDraftToForm({ form_season: 2026, form_version: 1, values: { auto_fuel: 12, teleop_fuel: 40, fouls: 2, notes: 'ok' } }, newer);
    expect(values).toMatchObject({ auto_fuel: 0, teleop_fuel: 40, notes: 'ok' });
    expect(values).not.toHaveProperty('fouls');
    const same = { auto_fuel: 3 };
    expect(fitDraftToForm({ form_season: 2026, form_version: 1, values: same }, form)).toBe(same);
  });
});
