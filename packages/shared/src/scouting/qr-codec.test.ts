import CRC32 from 'crc-32';
import { describe, expect, it } from 'vitest';
import { valuesProblems, type FormField, type ReportValues } from './form.ts';
import { builtInForm } from './forms/index.ts';
import type { ReportSubmission } from './match-scouting.ts';
import { decodeReportCode, encodeReportCodes, QR_MAX_CODE_BYTES, QrPartCollector, type DecodedQr, type QrPart } from './qr-codec.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The longest answer a field takes: counters and ratings at their maximum, every box ticked, the longest option. */
function largestValue(field: FormField, notes: string) {
  switch (field.kind) {
    case 'counter':
    case 'rating':
      return field.max;
    case 'checkbox':
      return true;
    case 'choice':
      return field.options.map((o) => o.value).reduce((a, b) => (b.length > a.length ? b : a));
    case 'notes':
      return notes;
  }
}

const submission = (values: ReportValues, extra: Partial<ReportSubmission> = {}): ReportSubmission => ({
  id: '0b9f1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  submission_id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  // An edit (it names the save it edits), by the highest scout id, of the highest team in a late playoff match.
  base_submission_id: '9c858901-8a57-4791-81fe-4c455b099bc9',
  event_key: '2025milac',
  match_key: '2025milac_sf13m3',
  station: 'blue3',
  team_number: 99999,
  form_season: 2025,
  form_version: 999,
  values,
  scouted_by: 2_147_483_647,
  opened_at: '2025-03-08T14:03:22.123Z',
  submitted_at: '2025-03-08T14:06:59.987Z',
  ...extra,
});

function largestReport(season: number, notes: string): ReportSubmission {
  const form = builtInForm(season)!;
  const values = Object.fromEntries(form.fields.map((f) => [f.id, largestValue(f, notes)]));
  expect(valuesProblems(form, values)).toEqual([]);
  return submission(values, { form_season: season });
}

function decodeWhole(codes: string[]): ReportSubmission {
  const collector = new QrPartCollector();
  let whole: ReportSubmission | null = null;
  for (const code of codes) {
    const decoded = decodeReportCode(code);
    if (decoded.kind === 'report') whole = decoded.submission;
    else if (decoded.kind === 'part') {
      const outcome = collector.add(decoded.part);
      if (outcome.kind === 'complete') whole = outcome.submission;
    } else throw new Error(decoded.message);
  }
  if (!whole) throw new Error('not whole');
  return whole;
}

const partOf = (code: string): QrPart => {
  const decoded = decodeReportCode(code);
  if (decoded.kind !== 'part') throw new Error(`not a part: ${decoded.kind}`);
  return decoded.part;
};

const refusal = (decoded: DecodedQr) => (decoded.kind === 'refused' ? decoded.reason : decoded.kind);

/** A code sealed as the encoder seals it, around any text, to test what a valid checksum over bad content does. */
function sealed(prefix: string, rest: string): string {
  const length = rest.length.toString(36).padStart(2, '0');
  const crc = CRC32.str(prefix + length + rest) >>> 0;
  const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let sum = '';
  for (let shift = 30; shift >= 0; shift -= 6) sum += b64[Math.floor(crc / 2 ** shift) & 63];
  return `${prefix}${length}${sum}${rest}.`;
}

describe('the largest report of each built-in form', () => {
  it.each([
    [2025, 634],
    [2026, 576],
  ])('%i: 280 characters of notes fit one code of %i bytes and decode back equal', (season, size) => {
    const report = largestReport(season, 'Fast cycler; L4 every time. '.repeat(10));
    const codes = encodeReportCodes(report);
    expect(codes).toHaveLength(1);
    expect(bytes(codes[0]!)).toBe(size);
    expect(size).toBeLessThanOrEqual(QR_MAX_CODE_BYTES);
    expect(codes[0]!.startsWith('T7790R1:')).toBe(true);
    expect(decodeReportCode(codes[0]!)).toEqual({ kind: 'report', submission: report });
  });

  it.each([2025, 2026])('%i: 280 emoji of notes split into parts within the budget that join in any order', (season) => {
    const report = largestReport(season, '🤖'.repeat(280));
    const codes = encodeReportCodes(report);
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) expect(bytes(code)).toBeLessThanOrEqual(QR_MAX_CODE_BYTES);
    expect(codes.map((c) => partOf(c).index)).toEqual(codes.map((_, i) => i + 1));
    expect(codes).toHaveLength(3);
    // Every order of the parts makes the same report.
    const orders = (items: string[]): string[][] =>
      items.length <= 1 ? [items] : items.flatMap((item, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    for (const order of orders(codes)) expect(decodeWhole(order)).toEqual(report);
  });

  it('writes only printable ASCII, so no scanner has to guess a character set, and cuts anywhere', () => {
    const report = largestReport(2026, 'é€🤖\n~^'.repeat(46) + 'x');
    const codes = encodeReportCodes(report, 200);
    expect(codes.length).toBeGreaterThan(4);
    for (const code of codes) {
      expect(code).toMatch(/^[\x20-\x7e]+$/);
      expect(code.length).toBeLessThanOrEqual(200);
    }
    expect(decodeWhole([...codes].reverse())).toEqual(report);
  });
});

describe('round trip of any valid save, exactly as written', () => {
  it('a first save with no scout, unusual answers and times another device wrote', () => {
    const report = submission(
      {
        zero: 0,
        negative: -3,
        minus_zero: -0,
        fraction: 2.5,
        big: 1e21,
        yes: true,
        no: false,
        unrated: null,
        empty: '',
        word: 'Deep-Cage_2.0',
        quoted: 'it\'s, "really" fast: 100%\nnew line',
        'Odd Key!': 'x',
        'Odd Key?': 1,
        '': 'empty key',
        a: 'é',
        ab: '🤖',
      },
      {
        base_submission_id: null,
        scouted_by: null,
        id: '0B9F1C2E-4D5A-4B6C-8D7E-9F0A1B2C3D4E',
        match_key: '2025mil_qm7',
        opened_at: '2025-03-08T10:03:22-04:00',
        submitted_at: '2025-03-08T14:06:59Z',
      },
    );
    const [code, ...more] = encodeReportCodes(report);
    expect(more).toEqual([]);
    const decoded = decodeReportCode(code!);
    expect(decoded).toEqual({ kind: 'report', submission: report });
    if (decoded.kind === 'report') expect(Object.is(decoded.submission.values.minus_zero, -0)).toBe(true);
  });

  it('notes that end in a space: the code ends in its mark, and a missing mark reads as cut short', () => {
    const report = submission({ notes: 'Strong defense ' });
    const [code] = encodeReportCodes(report);
    expect(code!.endsWith(' .')).toBe(true);
    expect(decodeReportCode(code!)).toEqual({ kind: 'report', submission: report });
    expect(refusal(decodeReportCode(code!.slice(0, -1)))).toBe('truncated');
  });

  it('a save with no answers', () => {
    const report = submission({});
    expect(decodeReportCode(encodeReportCodes(report)[0]!)).toEqual({ kind: 'report', submission: report });
  });

  it('refuses to encode what is not a valid save', () => {
    expect(() => encodeReportCodes({ ...submission({}), station: 'green1' as never })).toThrow();
  });
});

describe('refusals', () => {
  const code = encodeReportCodes(largestReport(2026, 'Solid driver.'))[0]!;

  it('a code that is not ours', () => {
    for (const text of ['', 'https://www.thebluealliance.com/team/7790', 'WIFI:S:pits;T:WPA;P:secret;;', 'T7790', '{"id":1}']) {
      expect(refusal(decodeReportCode(text)), text).toBe('not-ours');
    }
  });

  it('a code of a newer format', () => {
    expect(refusal(decodeReportCode(code.replace('T7790R1:', 'T7790R2:')))).toBe('newer-format');
  });

  it('a misread character: bad checksum, with the message the scanner shows', () => {
    const at = code.length - 20;
    const misread = code.slice(0, at) + (code[at] === 'x' ? 'y' : 'x') + code.slice(at + 1);
    const decoded = decodeReportCode(misread);
    expect(decoded).toEqual({ kind: 'refused', reason: 'checksum', message: 'That code did not read cleanly; scan it again.' });
    expect(refusal(decodeReportCode(code.replace(/^(T7790R1:..)./, '$1!')))).toBe('checksum');
    expect(refusal(decodeReportCode(`${code}x`))).toBe('checksum');
  });

  it('a code cut short', () => {
    expect(refusal(decodeReportCode(code.slice(0, -1)))).toBe('truncated');
    expect(refusal(decodeReportCode(code.slice(0, 12)))).toBe('truncated');
    expect(refusal(decodeReportCode('T7790R1:'))).toBe('truncated');
  });

  it('a clean code whose content is not a valid report', () => {
    expect(refusal(decodeReportCode(sealed('T7790R1:', 'not,a,report')))).toBe('invalid');
    const body = code.slice(16, -1);
    expect(refusal(decodeReportCode(sealed('T7790R1:', body.replace(',2026,', ',twenty,'))))).toBe('invalid');
    expect(refusal(decodeReportCode(sealed('T7790R1:', body.replace(',0auto_fuelN', ',0auto_fuelQ'))))).toBe('invalid');
    expect(refusal(decodeReportCode(sealed('T7790R1:', `${body},0notesS99'short`)))).toBe('invalid');
  });
});

describe('a crafted code past what the server stores', () => {
  const body = encodeReportCodes(largestReport(2026, 'Solid driver.'))[0]!.slice(16, -1);
  /** The code with one of the report's leading fields (0 id … 8 form version, 9 scout, 10 opened, 11 submitted) replaced. */
  const withField = (at: number, value: string) => {
    const parts = body.split(',');
    parts[at] = value;
    return sealed('T7790R1:', parts.join(','));
  };
  const yearZero = Date.parse('0000-01-01T00:00:00.000Z');

  it('is refused on its own, never read as a report the phone then sends (and never throws)', () => {
    const crafted = {
      'form version 2^31': withField(8, String(2 ** 31)),
      'scout 2^31': withField(9, String(2 ** 31)),
      'team 2^31': withField(6, String(2 ** 31)),
      'season 2^31': withField(7, String(2 ** 31)),
      'opened in year 0': withField(10, yearZero.toString(36)),
      'submitted in year 0 as written': withField(11, "'0000-01-01T00:00:00Z"),
      'a time past any date': withField(11, (8.64e15 + 1).toString(36)),
    };
    for (const [what, text] of Object.entries(crafted)) {
      const decoded = decodeReportCode(text);
      expect(refusal(decoded), what).toBe('invalid');
    }
    // The same code unchanged is a report: the refusals above are the fields' own.
    expect(decodeReportCode(withField(8, body.split(',')[8]!)).kind).toBe('report');
  });
});

describe('parts', () => {
  const report = largestReport(2025, '🤖'.repeat(280));
  const codes = encodeReportCodes(report);

  it('the same part twice changes nothing; the report is whole once all parts are in', () => {
    const collector = new QrPartCollector();
    expect(collector.add(partOf(codes[1]!))).toEqual({ kind: 'partial', have: 1, count: codes.length, index: 2 });
    expect(collector.add(partOf(codes[1]!))).toEqual({ kind: 'repeat', have: 1, count: codes.length, index: 2 });
    expect(collector.pending).toEqual([{ submissionId: report.submission_id, have: 1, count: codes.length }]);
    let last = null;
    for (const code of codes.filter((_, i) => i !== 1)) last = collector.add(partOf(code));
    expect(last).toEqual({ kind: 'complete', submission: report });
    expect(collector.pending).toEqual([]);
    expect(collector.add(partOf(codes[0]!))).toEqual({ kind: 'already-whole', submissionId: report.submission_id });
  });

  it('parts of two saves of one report are never joined', () => {
    const edit = { ...report, submission_id: '1c3e0a2b-8f5d-4e6a-9b7c-2d4f6a8b0c1e', values: { ...report.values, fouls: 3 } };
    const editCodes = encodeReportCodes(edit);
    const collector = new QrPartCollector();
    const outcomes = [...codes.slice(1), ...editCodes.slice(1), codes[0]!, editCodes[0]!].map((c) => collector.add(partOf(c)));
    const whole = outcomes.filter((o) => o.kind === 'complete').map((o) => (o.kind === 'complete' ? o.submission : null));
    expect(whole).toEqual([report, edit]);
  });

  it('a part with a bad checksum or cut short is refused as a whole code is', () => {
    const part = codes[0]!;
    expect(refusal(decodeReportCode(part.slice(0, -3)))).toBe('truncated');
    const at = part.length - 5;
    expect(refusal(decodeReportCode(part.slice(0, at) + (part[at] === 'a' ? 'b' : 'a') + part.slice(at + 1)))).toBe('checksum');
    expect(refusal(decodeReportCode(part.replace('T7790R1/1/', 'T7790R1/4/')))).toBe('checksum');
  });

  it('a part numbered past its count is refused', () => {
    const rest = partOf(codes[0]!);
    expect(refusal(decodeReportCode(sealed('T7790R1/5/3:', `${codes[0]!.slice(codes[0]!.indexOf(':') + 9)}`)))).toBe('invalid');
    expect(rest.count).toBe(codes.length);
  });
});
