import 'fake-indexeddb/auto';
import { emptyValues, type FormField } from '@team7790/shared/scouting/form';
import { builtInForm } from '@team7790/shared/scouting/forms/index';
import type { ReportSubmission } from '@team7790/shared/scouting/match-scouting';
import { encodeReportCodes, QR_ERROR_CORRECTION } from '@team7790/shared/scouting/qr-codec';
import QRCode from 'qrcode';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../offline/new-id.ts';
import { queueSubmission } from '../offline/outbox.ts';
import { ScoutingDb } from '../offline/scouting-db.ts';
import { decodeQrImage } from './qr-decoder.ts';
import { newFrameFilter, ScanSession, scanMessage } from './scan-session.ts';

const LEAD = 7;
const SCOUT = 41;
const form = builtInForm(2026)!;
const matchName = (key: string) => `Qualification ${key.split('_qm')[1]}`;

function report(match: number, notes = ''): ReportSubmission {
  return {
    id: newId(),
    submission_id: newId(),
    base_submission_id: null,
    event_key: '2026test',
    match_key: `2026test_qm${match}`,
    station: 'blue2',
    team_number: 7790,
    form_season: 2026,
    form_version: 1,
    values: { ...emptyValues(form), auto_fuel: 12, notes },
    scouted_by: SCOUT,
    opened_at: '2026-03-06T10:00:00.000Z',
    submitted_at: '2026-03-06T10:03:00.000Z',
  };
}

let db: ScoutingDb;
let session: ScanSession;
beforeEach(() => {
  db = new ScoutingDb(`scan-test-${newId()}`);
  session = new ScanSession(LEAD, (submission, origin, ownerId) => queueSubmission(submission, origin, ownerId, db));
});
afterEach(async () => {
  await db.delete();
});

/** A code sealed as the encoder seals it around any body, so a crafted report reads cleanly (a valid checksum). */
function sealed(body: string): string {
  const prefix = 'T7790R1:';
  const length = body.length.toString(36).padStart(2, '0');
  const crc = crc32(prefix + length + body);
  const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let sum = '';
  for (let shift = 30; shift >= 0; shift -= 6) sum += b64[Math.floor(crc / 2 ** shift) & 63];
  return `${prefix}${length}${sum}${body}.`;
}

describe('a crafted code shown to the lead', () => {
  it('is refused alone: the lead keeps scanning, and nothing of it reaches the outbox', async () => {
    const good = report(13);
    // The body of a real report with its form version (the 9th field) past what the server stores.
    const parts = encodeReportCodes(report(14))[0]!.slice(16, -1).split(',');
    parts[8] = String(2 ** 31);
    const crafted = await session.scan(sealed(parts.join(',')));
    expect(crafted).toMatchObject({ kind: 'refused', reason: 'invalid' });
    parts[8] = '1';
    parts[10] = Date.parse('0000-01-01T00:00:00Z').toString(36);
    expect(await session.scan(sealed(parts.join(',')))).toMatchObject({ kind: 'refused', reason: 'invalid' });

    expect(await session.scan(encodeReportCodes(good)[0]!)).toEqual({ kind: 'added', submission: good });
    expect((await db.outbox.toArray()).map((r) => r.submission_id)).toEqual([good.submission_id]);
  });
});

describe('scanning codes into the outbox', () => {
  it('a report goes into the lead’s outbox once, as scanned; the same code again adds nothing and says so', async () => {
    const sub = report(12);
    const [code] = encodeReportCodes(sub);
    const first = await session.scan(code!);
    expect(first).toEqual({ kind: 'added', submission: sub });
    expect(scanMessage(first, matchName)).toBe('Added Qualification 12, team 7790 (Blue 2).');

    const again = await session.scan(code!);
    expect(again).toEqual({ kind: 'already', submission: sub });
    expect(scanMessage(again, matchName)).toBe('Already had Qualification 12, team 7790 (Blue 2): nothing added.');

    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submission_id: sub.submission_id, owner_id: LEAD, origin: 'scanned', state: 'waiting', submission: sub });
    expect([session.added, session.already]).toEqual([1, 1]);
  });

  it('the same code read by two frames at once is kept once', async () => {
    const [code] = encodeReportCodes(report(3));
    const outcomes = await Promise.all([session.scan(code!), session.scan(code!), session.scan(code!)]);
    expect(outcomes.map((o) => o.kind)).toEqual(['added', 'already', 'already']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a report this phone filled itself is already there', async () => {
    const own = report(4);
    await queueSubmission(own, 'device', LEAD, db);
    expect((await session.scan(encodeReportCodes(own)[0]!)).kind).toBe('already');
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.get(own.submission_id))?.origin).toBe('device');
  });

  it('the parts of a split report, in any order, make one report; a part read twice adds nothing', async () => {
    const sub = report(20, '🤖'.repeat(280));
    const codes = encodeReportCodes(sub);
    expect(codes).toHaveLength(3);

    const third = await session.scan(codes[2]!);
    expect(third).toEqual({ kind: 'part', index: 3, count: 3, have: 1, repeat: false });
    expect(scanMessage(third, matchName)).toBe('Read part 3 of 3 (1 of 3 in): scan the other parts.');
    const repeat = await session.scan(codes[2]!);
    expect(repeat).toEqual({ kind: 'part', index: 3, count: 3, have: 1, repeat: true });
    expect(scanMessage(repeat, matchName)).toBe('Part 3 of 3 was already read: scan the other parts.');
    expect(await session.scan(codes[0]!)).toMatchObject({ kind: 'part', have: 2 });
    expect(await db.outbox.count()).toBe(0);

    expect(await session.scan(codes[1]!)).toEqual({ kind: 'added', submission: sub });
    expect((await db.outbox.get(sub.submission_id))?.submission).toEqual(sub);
    // Its parts scanned again (the scout is still showing them): nothing more.
    expect(await session.scan(codes[0]!)).toEqual({ kind: 'already', submission: null });
    expect(await db.outbox.count()).toBe(1);
    expect(session.pendingParts).toEqual([]);
  });

  it('a misread code asks for another scan and keeps nothing; another app’s code is not ours', async () => {
    const [code] = encodeReportCodes(report(5, 'Quick and steady.'));
    const misread = code!.replace('Quick', 'Quack');
    const bad = await session.scan(misread);
    expect(bad).toMatchObject({ kind: 'refused', reason: 'checksum' });
    expect(scanMessage(bad, matchName)).toBe('That code did not read cleanly; scan it again.');
    expect(await session.scan('https://www.thebluealliance.com/team/7790')).toMatchObject({ kind: 'refused', reason: 'not-ours' });
    expect(await db.outbox.count()).toBe(0);
    expect((await session.scan(code!)).kind).toBe('added');
  });
});

/** A code as a screen shows it: `scale` pixels a module, a quiet zone of 4 modules, dark on white, as RGBA. */
function render(text: string, scale: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const modules = qr.modules.size;
  const side = (modules + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < modules; y++)
    for (let x = 0; x < modules; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
    }
  return { version: qr.version, image: { data, width: side, height: side } };
}

function largest(season: number): ReportSubmission {
  const f = builtInForm(season)!;
  const value = (field: FormField) =>
    field.kind === 'counter' || field.kind === 'rating'
      ? field.max
      : field.kind === 'checkbox'
        ? true
        : field.kind === 'choice'
          ? field.options.map((o) => o.value).reduce((a, b) => (b.length > a.length ? b : a))
          : 'Fast cycler; L4 every time. '.repeat(10);
  return {
    ...report(1),
    event_key: '2025milac',
    match_key: '2025milac_sf13m3',
    base_submission_id: newId(),
    team_number: 99999,
    scouted_by: 2_147_483_647,
    form_season: season,
    form_version: 999,
    values: Object.fromEntries(f.fields.map((field) => [field.id, value(field)])),
  };
}

describe('the scanner’s decoder reads the codes the app draws', () => {
  it.each([
    [2025, 20],
    [2026, 19],
  ])('the largest %i report: one code of version %i at level M, read back whole', async (season, version) => {
    const sub = largest(season);
    const [code, ...more] = encodeReportCodes(sub);
    expect(more).toEqual([]);
    const { version: drawn, image } = render(code!, 3);
    expect(drawn).toBe(version);
    const text = await decodeQrImage(image);
    expect(text).toBe(code);
    expect(await session.scan(text!)).toEqual({ kind: 'added', submission: sub });
  });

  it('reads each part of a split report', async () => {
    const codes = encodeReportCodes(report(9, '🤖'.repeat(280)));
    for (const code of codes) {
      const { version, image } = render(code, 3);
      expect(version).toBeLessThanOrEqual(20);
      expect(await decodeQrImage(image)).toBe(code);
    }
  });

  it('finds nothing in a blank picture', async () => {
    expect(await decodeQrImage({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 })).toBeNull();
  });
});

describe('a camera that keeps seeing the same code', () => {
  it('passes a code once while it stays in view, again after it was out of view, and each new code at once', () => {
    const pass = newFrameFilter(2500);
    expect(pass('A', 0)).toBe(true);
    expect(pass('A', 150)).toBe(false);
    // Still in view a minute later (seen every frame): still quiet.
    for (let t = 300; t <= 60_000; t += 150) expect(pass('A', t)).toBe(false);
    expect(pass('B', 60_150)).toBe(true);
    expect(pass('A', 60_300)).toBe(true);
    expect(pass('A', 63_000)).toBe(true);
  });
});
