import CRC32 from 'crc-32';
import type { FieldValue } from './form.ts';
import { reportSubmission, STATIONS, type ReportSubmission } from './match-scouting.ts';

/**
 * One scouting report as the text of a QR code (issue 31, QR transfer with no network): a phone shows its waiting
 * reports, a lead's phone or laptop scans them and sends them when it is online.
 *
 * A code reads `T7790R1:` + LL + CCCCCC + body + `.`, where
 * - `T7790R` marks the code as ours (any other QR code is "not ours"), `1` is this format's version;
 * - LL is the length of what follows the checksum (2 base-36 digits), so a cut-short code is told from a misread one;
 * - CCCCCC is the CRC-32 (6 base64url characters) of the whole text without those six characters;
 * - the body: id, submission id, edited submission id, event key, match (its key's tail after the event key), station
 *   (0-5 for red1..blue3), team, form season, form version, scout, opened and submitted times (milliseconds in base
 *   36), then the answers, all separated by commas. Ids are 22-character base64url uuids;
 * - the final `.` keeps a reader that trims spaces from cutting notes that end in one.
 *
 * Answers carry their field id and their type, so a lead whose phone has another form version (or no form at all)
 * decodes every code: a field id is written as the number of leading characters it shares with the previous one
 * (one base-36 digit) and the rest ("auto_coral_l2" after "auto_coral_l1" is `c2`), then a type letter and the value:
 * `T`/`F` true/false, `X` null, `N` a number, `C` a plain word (a choice's value), `S` + length + `'` + any text.
 * Carrying ids and types costs the largest REEFSCAPE report 150 bytes over bare values in the form's order (634 bytes
 * against 484; REBUILT 107, 576 against 469): both fit one code, and a decode that needs no form is worth it.
 *
 * The whole text is printable ASCII (other characters of free text are escaped, see escapeText): QR codes made by the
 * `qrcode` package carry no character-set mark, and scanners guess (UTF-8, Latin-1, Shift JIS) differently; ASCII is
 * read the same by BarcodeDetector, ML Kit and jsQR.
 *
 * A report longer than one code's budget (notes of emoji or accented letters) is split into parts,
 * `T7790R1/k/n:` + LL + CCCCCC + submission id + `:` + CRC-32 of the whole body + a slice of the body + `.`, which the
 * scanner reassembles in any order ({@link QrPartCollector}). Parts are keyed by the submission id, not the report id:
 * two saves of one report are two different bodies.
 */
export const QR_FORMAT = 1;
const MARK = 'T7790R';
const SINGLE_PREFIX = `${MARK}${QR_FORMAT}:`;
const PART_PREFIX = `${MARK}${QR_FORMAT}/`;

/**
 * One code holds at most 660 bytes: version 20 (97 modules a side) at error-correction level M (15% of the code may be
 * lost to glare or a fingerprint), which holds 666. A phone camera reads that from another phone's screen at arm's
 * length when the code fills the screen's width (4 CSS pixels a module at 390 px, 8-12 device pixels). The largest
 * report of the built-in forms (every counter at its maximum, 280 characters of notes, an edit with its scout) is
 * 634 bytes for REEFSCAPE 2025 and 576 for REBUILT 2026: one code each. Notes of 280 emoji (5 bytes each) make 3 parts.
 */
export const QR_ERROR_CORRECTION = 'M' as const;
export const QR_MAX_CODE_BYTES = 660;
/** Nothing a scout can write needs more (280 emoji are 3 parts); a code claiming more is refused. */
export const QR_MAX_PARTS = 36;

export type QrRefusal =
  /** Not a code of this app (another QR code, a URL, a ticket). */
  | 'not-ours'
  /** Ours, from a newer app whose format this one cannot read. */
  | 'newer-format'
  /** Shorter than it says it is. */
  | 'truncated'
  /** The checksum does not match: a character was misread. */
  | 'checksum'
  /** It reads cleanly but does not hold a valid report. */
  | 'invalid';

export const QR_REFUSAL_MESSAGES: Record<QrRefusal, string> = {
  'not-ours': 'That is not a scouting report code of this app.',
  'newer-format': 'That code was made by a newer version of the app; update this app to scan it.',
  truncated: 'That code was cut short; scan it again.',
  checksum: 'That code did not read cleanly; scan it again.',
  invalid: 'That code does not hold a valid scouting report.',
};

export class QrCodeError extends Error {
  constructor(
    readonly reason: QrRefusal,
    detail?: string,
  ) {
    super(detail ? `${QR_REFUSAL_MESSAGES[reason]} (${detail})` : QR_REFUSAL_MESSAGES[reason]);
    this.name = 'QrCodeError';
  }
}

/** One slice of a split report, as a scanned code gives it. */
export interface QrPart {
  /** The submission id the part belongs to. */
  submissionId: string;
  /** The CRC-32 of the whole body, so slices of two different bodies are never joined. */
  bodyCrc: string;
  index: number;
  count: number;
  chunk: string;
}

export type DecodedQr =
  { kind: 'report'; submission: ReportSubmission } | { kind: 'part'; part: QrPart } | { kind: 'refused'; reason: QrRefusal; message: string };

// ---------- small encodings ----------
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A lower-case uuid as 22 base64url characters (128 bits, the last character holds 2); any other spelling as written. */
function packUuid(id: string): string {
  if (!CANONICAL_UUID.test(id)) return id;
  const hex = id.replace(/-/g, '');
  let out = '';
  // 21 groups of 6 bits from the first 126 bits, then the last 2 bits.
  let bits = 0;
  let value = 0;
  for (const h of hex) {
    value = (value << 4) | parseInt(h, 16);
    bits += 4;
    while (bits >= 6) {
      bits -= 6;
      out += B64[(value >> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  return out + B64[value << (6 - bits)];
}

function unpackUuid(text: string): string {
  if (text.length !== 22) return text;
  let hex = '';
  let bits = 0;
  let value = 0;
  for (const c of text) {
    const v = B64_INDEX.get(c);
    if (v === undefined) throw new QrCodeError('invalid', 'an id is not base64url');
    value = (value << 6) | v;
    bits += 6;
    while (bits >= 4 && hex.length < 32) {
      bits -= 4;
      hex += ((value >> bits) & 15).toString(16);
    }
    value &= (1 << bits) - 1;
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The unsigned CRC-32 of a text's UTF-8 bytes, as 6 base64url characters. */
function checksum(text: string): string {
  const crc = CRC32.str(text) >>> 0;
  let out = '';
  for (let shift = 30; shift >= 0; shift -= 6) out += B64[Math.floor(crc / 2 ** shift) & 63];
  return out;
}

/** A time the app wrote (`toISOString()`) as its milliseconds in base 36; any other spelling as written after `'`. */
function packTime(iso: string): string {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString() === iso ? ms.toString(36) : `'${iso}`;
}

function unpackTime(text: string): string {
  if (text.startsWith("'")) return text.slice(1);
  if (!/^-?[0-9a-z]+$/.test(text)) throw new QrCodeError('invalid', 'a time is not a number');
  const time = new Date(parseInt(text, 36));
  // Past the years a Date holds, toISOString would throw: a crafted code is refused like any other bad one.
  if (Number.isNaN(time.getTime())) throw new QrCodeError('invalid', 'a time out of range');
  return time.toISOString();
}

const PLAIN_WORD = /^[A-Za-z0-9_.-]*$/;
const PLAIN_KEY = /^[a-z0-9_]*$/;

/**
 * Free text as printable ASCII: a character outside it (and the two escape marks) is `~` + its code point in 2 base-36
 * digits below 1296 (accented letters, Greek, Cyrillic: 3 bytes), else `^` + 4 digits (emoji, CJK: 5 bytes).
 */
function escapeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 32 && cp <= 126 && ch !== '~' && ch !== '^') out += ch;
    else out += cp < 1296 ? `~${cp.toString(36).padStart(2, '0')}` : `^${cp.toString(36).padStart(4, '0')}`;
  }
  return out;
}

function unescapeText(text: string): string {
  return text.replace(/([~^])([0-9a-z]*)/g, (_match: string, mark: string, digits: string) => {
    const width = mark === '~' ? 2 : 4;
    const cp = parseInt(digits.slice(0, width), 36);
    if (digits.length < width || Number.isNaN(cp) || cp > 0x10ffff) throw new QrCodeError('invalid', 'a broken escape in text');
    return String.fromCodePoint(cp) + digits.slice(width);
  });
}

/** Text of a known length: the length in base 36, `'`, the escaped text. */
const sized = (text: string) => {
  const escaped = escapeText(text);
  return `${escaped.length.toString(36)}'${escaped}`;
};

function packValue(value: FieldValue): string {
  if (value === true) return 'T';
  if (value === false) return 'F';
  if (value === null) return 'X';
  if (typeof value === 'number') return `N${Object.is(value, -0) ? '-0' : String(value)}`;
  return PLAIN_WORD.test(value) ? `C${value}` : `S${sized(value)}`;
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && n < 35 && a[n] === b[n]) n++;
  return n;
}

// ---------- the body ----------
function encodeBody(sub: ReportSubmission): string {
  const matchTail = sub.match_key.startsWith(`${sub.event_key}_`) ? sub.match_key.slice(sub.event_key.length + 1) : sub.match_key;
  const head = [
    packUuid(sub.id),
    packUuid(sub.submission_id),
    sub.base_submission_id === null ? '' : packUuid(sub.base_submission_id),
    sub.event_key,
    matchTail,
    String(STATIONS.indexOf(sub.station)),
    String(sub.team_number),
    String(sub.form_season),
    String(sub.form_version),
    sub.scouted_by === null ? '' : String(sub.scouted_by),
    packTime(sub.opened_at),
    packTime(sub.submitted_at),
  ];
  let previous = '';
  const answers = Object.entries(sub.values).map(([key, value]) => {
    const shared = sharedPrefix(previous, key);
    const rest = key.slice(shared);
    previous = key;
    const id = PLAIN_KEY.test(rest) ? `${shared.toString(36)}${rest}` : `'${shared.toString(36)}${sized(rest)}`;
    return id + packValue(value);
  });
  return [...head, ...answers].join(',');
}

/** Reads a body left to right; every malformed turn is `invalid` (the checksum already said it was read as written). */
class BodyReader {
  at = 0;
  constructor(readonly text: string) {}
  get done() {
    return this.at >= this.text.length;
  }
  /** Up to the next comma (or the end), which stays. */
  word(): string {
    const end = this.text.indexOf(',', this.at);
    const stop = end < 0 ? this.text.length : end;
    const out = this.text.slice(this.at, stop);
    this.at = stop;
    return out;
  }
  /** A field of the report's head: up to the next comma, which is consumed. */
  field(): string {
    if (this.done) throw new QrCodeError('invalid', 'the report is missing fields');
    const out = this.word();
    this.at++;
    return out;
  }
  take(n: number): string {
    if (this.at + n > this.text.length) throw new QrCodeError('invalid', 'an answer runs past the end');
    const out = this.text.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
  /** Text written by `sized`. */
  sized(): string {
    const quote = this.text.indexOf("'", this.at);
    const digits = quote < 0 ? '' : this.text.slice(this.at, quote);
    if (!/^[0-9a-z]{1,4}$/.test(digits)) throw new QrCodeError('invalid', 'text without its length');
    this.at = quote + 1;
    return unescapeText(this.take(parseInt(digits, 36)));
  }
  base36Digit(): number {
    const n = parseInt(this.take(1), 36);
    if (Number.isNaN(n)) throw new QrCodeError('invalid', 'a length is not a number');
    return n;
  }
  /** After an answer: a comma, or the end. */
  endOfAnswer() {
    if (this.done) return;
    if (this.text[this.at] !== ',') throw new QrCodeError('invalid', 'an answer is followed by something else');
    this.at++;
  }
}

const number = (text: string, what: string): number => {
  if (!/^-?\d+$/.test(text)) throw new QrCodeError('invalid', `${what} is not a whole number`);
  return Number(text);
};

function decodeBody(body: string): ReportSubmission {
  const r = new BodyReader(body);
  const id = unpackUuid(r.field());
  const submissionId = unpackUuid(r.field());
  const base = r.field();
  const eventKey = r.field();
  const match = r.field();
  const station = STATIONS[number(r.field(), 'the station')];
  if (!station) throw new QrCodeError('invalid', 'unknown station');
  const team = number(r.field(), 'the team');
  const season = number(r.field(), 'the season');
  const version = number(r.field(), 'the form version');
  const scout = r.field();
  const opened = unpackTime(r.field());
  const submitted = unpackTime(r.field());

  const values: Record<string, FieldValue> = {};
  let previous = '';
  while (!r.done) {
    let key: string;
    if (r.text[r.at] === "'") {
      r.take(1);
      const shared = r.base36Digit();
      key = previous.slice(0, shared) + r.sized();
    } else {
      const shared = r.base36Digit();
      const start = r.at;
      while (!r.done && /[a-z0-9_]/.test(r.text[r.at] as string)) r.at++;
      key = previous.slice(0, shared) + r.text.slice(start, r.at);
    }
    previous = key;
    const type = r.take(1);
    let value: FieldValue;
    if (type === 'T') value = true;
    else if (type === 'F') value = false;
    else if (type === 'X') value = null;
    else if (type === 'N') {
      const text = r.word();
      value = Number(text);
      if (text === '' || Number.isNaN(value)) throw new QrCodeError('invalid', `answer ${key} is not a number`);
    } else if (type === 'C') value = r.word();
    else if (type === 'S') value = r.sized();
    else throw new QrCodeError('invalid', `answer ${key} has an unknown type`);
    if (Object.hasOwn(values, key)) throw new QrCodeError('invalid', `answer ${key} appears twice`);
    values[key] = value;
    r.endOfAnswer();
  }

  const parsed = reportSubmission.safeParse({
    id,
    submission_id: submissionId,
    base_submission_id: base === '' ? null : unpackUuid(base),
    event_key: eventKey,
    match_key: /^\d/.test(match) ? match : `${eventKey}_${match}`,
    station,
    team_number: team,
    form_season: season,
    form_version: version,
    values,
    scouted_by: scout === '' ? null : number(scout, 'the scout'),
    opened_at: opened,
    submitted_at: submitted,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new QrCodeError('invalid', issue ? `${issue.path.join('.') || 'report'}: ${issue.message}` : undefined);
  }
  return parsed.data;
}

// ---------- codes ----------
const lengthField = (n: number) => n.toString(36).padStart(2, '0');
const MAX_LENGTH_FIELD = 36 * 36 - 1;

/**
 * The text of one code: prefix, length of the rest, checksum of everything but itself, the rest, and `.` last, so a
 * reader that trims spaces cannot shorten a report whose notes end in one.
 */
const END = '.';
function seal(prefix: string, rest: string): string {
  const length = lengthField(rest.length);
  return prefix + length + checksum(prefix + length + rest) + rest + END;
}

/** The code texts that carry one report: one, or its parts in order when it exceeds the budget. */
export function encodeReportCodes(submission: ReportSubmission, budget = QR_MAX_CODE_BYTES): string[] {
  const sub = reportSubmission.parse(submission);
  const body = encodeBody(sub);
  const single = body.length <= MAX_LENGTH_FIELD ? seal(SINGLE_PREFIX, body) : null;
  if (single !== null && single.length <= budget) return [single];

  const group = `${packUuid(sub.submission_id)}:${checksum(body)}`;
  for (let count = 2; count <= QR_MAX_PARTS; count++) {
    const room = budget - `${PART_PREFIX}${count}/${count}:`.length - 8 - group.length - END.length;
    if (room < 8) break;
    if (body.length > room * count) continue;
    // Slices of about the same size (the text is ASCII, and the parts are joined before it is read: cut anywhere).
    const size = Math.ceil(body.length / count);
    return Array.from({ length: count }, (_, i) => seal(`${PART_PREFIX}${i + 1}/${count}:`, group + body.slice(i * size, (i + 1) * size)));
  }
  throw new Error(`This report is too long for ${QR_MAX_PARTS} QR codes.`);
}

const HEADER = /^T7790R(\d+)([:/])/;

/** What one scanned text is: a whole report, a part of one, or refused with its reason. */
export function decodeReportCode(text: string): DecodedQr {
  try {
    const head = HEADER.exec(text);
    if (!head) throw new QrCodeError('not-ours');
    if (Number(head[1]) > QR_FORMAT) throw new QrCodeError('newer-format');
    if (Number(head[1]) !== QR_FORMAT) throw new QrCodeError('not-ours');
    let prefix = head[0];
    let index = 0;
    let count = 0;
    if (head[2] === '/') {
      const numbers = /^(\d{1,2})\/(\d{1,2}):/.exec(text.slice(prefix.length));
      if (!numbers) throw new QrCodeError(/^[\d/]*$/.test(text.slice(prefix.length)) ? 'truncated' : 'checksum');
      prefix += numbers[0];
      index = Number(numbers[1]);
      count = Number(numbers[2]);
    }
    if (text.length < prefix.length + 8) throw new QrCodeError('truncated');
    const lengthText = text.slice(prefix.length, prefix.length + 2);
    const sum = text.slice(prefix.length + 2, prefix.length + 8);
    if (!/^[0-9a-z]{2}$/.test(lengthText)) throw new QrCodeError('checksum');
    const length = parseInt(lengthText, 36);
    const after = text.slice(prefix.length + 8);
    if (after.length < length + END.length) throw new QrCodeError('truncated', `${after.length} of ${length + END.length} characters`);
    const rest = after.slice(0, length);
    if (after.length > length + END.length || !after.endsWith(END) || checksum(prefix + lengthText + rest) !== sum) throw new QrCodeError('checksum');

    if (count === 0) return { kind: 'report', submission: decodeBody(rest) };
    if (count < 2 || count > QR_MAX_PARTS || index < 1 || index > count) throw new QrCodeError('invalid', `part ${index} of ${count}`);
    const group = /^([^:]{22,36}):([A-Za-z0-9_-]{6})/.exec(rest);
    if (!group) throw new QrCodeError('invalid', 'a part without its report');
    return {
      kind: 'part',
      part: { submissionId: unpackUuid(group[1] as string), bodyCrc: group[2] as string, index, count, chunk: rest.slice(group[0].length) },
    };
  } catch (error) {
    if (error instanceof QrCodeError) return { kind: 'refused', reason: error.reason, message: error.message };
    throw error;
  }
}

export type PartOutcome =
  | { kind: 'complete'; submission: ReportSubmission }
  /** Kept; `have` of `count` parts of this report are in. */
  | { kind: 'partial'; have: number; count: number; index: number }
  /** This part was scanned before; nothing changed. */
  | { kind: 'repeat'; have: number; count: number; index: number }
  /** A part of a report this collector already made whole. */
  | { kind: 'already-whole'; submissionId: string }
  | { kind: 'refused'; reason: QrRefusal; message: string };

/** Gathers the parts of split reports, in any order, until each is whole. */
export class QrPartCollector {
  private readonly groups = new Map<string, Map<number, string>>();
  private readonly whole = new Set<string>();

  add(part: QrPart): PartOutcome {
    const key = `${part.submissionId}:${part.bodyCrc}:${part.count}`;
    if (this.whole.has(key)) return { kind: 'already-whole', submissionId: part.submissionId };
    let chunks = this.groups.get(key);
    if (!chunks) this.groups.set(key, (chunks = new Map()));
    if (chunks.has(part.index)) return { kind: 'repeat', have: chunks.size, count: part.count, index: part.index };
    chunks.set(part.index, part.chunk);
    if (chunks.size < part.count) return { kind: 'partial', have: chunks.size, count: part.count, index: part.index };

    this.groups.delete(key);
    const body = Array.from({ length: part.count }, (_, i) => chunks.get(i + 1)).join('');
    try {
      if (checksum(body) !== part.bodyCrc) throw new QrCodeError('checksum', 'the parts do not join');
      const submission = decodeBody(body);
      if (submission.submission_id !== part.submissionId) throw new QrCodeError('invalid', 'the parts name another report');
      this.whole.add(key);
      return { kind: 'complete', submission };
    } catch (error) {
      if (error instanceof QrCodeError) return { kind: 'refused', reason: error.reason, message: error.message };
      throw error;
    }
  }

  /** Parts still waiting for the rest of their report. */
  get pending(): { submissionId: string; have: number; count: number }[] {
    return [...this.groups.entries()].map(([key, chunks]) => {
      const [submissionId, , count] = key.split(':');
      return { submissionId: submissionId as string, have: chunks.size, count: Number(count) };
    });
  }
}
