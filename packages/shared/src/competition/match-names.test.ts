/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchNames, matchTitle, playoffNumbering } from './match-names.ts';
import { buildBracket, type BracketMatchInput } from './playoff-bracket.ts';

/** Real recorded provider answers, read where they are kept (never copied into the repository). */
const FIXTURES = process.env.COMPETITION_FIXTURES_DIR ?? fileURLToPath(new URL('../../../../../shared/fixtures', import.meta.url));
const TBA = `${FIXTURES}/tba`;

type RecordedMatch = BracketMatchInput & { event_key: string };
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const isMatch = (v: unknown): v is RecordedMatch =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RecordedMatch).comp_level === 'string' &&
  /^\d{4}\w+_\w+$/.test(String((v as RecordedMatch).key));

/** Every recorded match, wherever it is kept (event and team match lists, single matches, the multi-event snapshot), once each. */
function recordedMatches(): RecordedMatch[] {
  const found = new Map<string, RecordedMatch>();
  const take = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(take);
    else if (isMatch(v)) found.set(v.key, v);
    else if (typeof v === 'object' && v !== null && !('comp_level' in v)) Object.values(v).forEach(take);
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && (/match/.test(path) || dir.endsWith('snapshots'))) take(read(path));
    }
  };
  walk(TBA);
  return [...found.values()];
}

/** Each recorded event's playoff_type: its own event answer, else the season's event list. */
function recordedPlayoffTypes(): Map<string, number | null> {
  const types = new Map<string, number | null>();
  for (const name of readdirSync(`${TBA}/event`).filter((n) => n.endsWith('.json'))) {
    const e = read(`${TBA}/event/${name}`) as { key: string; playoff_type?: number | null };
    types.set(e.key, e.playoff_type ?? null);
  }
  for (const name of existsSync(`${TBA}/events`) ? readdirSync(`${TBA}/events`) : []) {
    for (const e of read(`${TBA}/events/${name}`) as Array<{ key: string; playoff_type?: number | null }>) {
      if (!types.has(e.key)) types.set(e.key, e.playoff_type ?? null);
    }
  }
  return types;
}

const matches = recordedMatches();
const playoffTypes = recordedPlayoffTypes();
const typeOf = (m: RecordedMatch) => playoffTypes.get(m.event_key) ?? null;
const yearOf = (m: RecordedMatch) => Number(m.event_key.slice(0, 4));
/** 2023 on, a double elimination event (said so, or not said and by the year): TBA numbers its matches 1-13 (1-5 with 4 alliances). */
const doubleElimination = (m: RecordedMatch) => yearOf(m) >= 2023 && [10, 11, null].includes(typeOf(m));

/** The finals' names every format shares: Final 1-3, then the overtimes. */
const finals = (n: number) => (n > 3 ? { title: `Overtime ${n - 3}`, label: `OT${n - 3}` } : { title: `Final ${n}`, label: `F${n}` });

describe('playoff match names on every recorded event', () => {
  const byEvent = new Map<string, RecordedMatch[]>();
  for (const m of matches) byEvent.set(m.event_key, [...(byEvent.get(m.event_key) ?? []), m]);
  const modern = matches.filter((m) => m.comp_level !== 'qm' && doubleElimination(m));

  it('finds the recorded events of every format', () => {
    expect(byEvent.size).toBeGreaterThanOrEqual(30);
    // The 2023+ double elimination matches: events with their lists, single recorded matches and the 2025 Championship divisions.
    expect(new Set(modern.map((m) => m.event_key)).size).toBeGreaterThanOrEqual(11);
    expect(modern.length).toBeGreaterThanOrEqual(143);
    expect(new Set(matches.filter((m) => m.comp_level !== 'qm').map(typeOf))).toEqual(new Set([null, 2, 3, 4, 10, 11]));
  });

  it('names each bracket match of a 2023+ double elimination event "Match N" as TBA numbers it, finals as finals', () => {
    for (const m of modern) {
      const names = matchNames(m, typeOf(m));
      if (m.comp_level === 'f') {
        expect(names, m.key).toEqual(finals(m.match_number));
        continue;
      }
      expect(m.comp_level, m.key).toBe('sf');
      // TBA's DOUBLE_ELIM_MAPPING: matches 1-13 are sf1m1..sf13m1 (DOUBLE_ELIM_4_MAPPING: 1-5).
      expect(m.set_number, m.key).toBeLessThanOrEqual(typeOf(m) === 11 ? 5 : 13);
      expect(names, m.key).toEqual(
        m.match_number === 1
          ? { title: `Match ${m.set_number}`, label: `M${m.set_number}` }
          : { title: `Match ${m.set_number} Replay ${m.match_number - 1}`, label: `M${m.set_number} R${m.match_number - 1}` },
      );
    }
    expect(matchTitle({ key: '2023mijac_sf13m1', comp_level: 'sf', set_number: 13, match_number: 1 }, 10)).toBe('Match 13');
  });

  it('names the matches of older formats by level, set and match, as before', () => {
    const older = matches.filter((m) => !doubleElimination(m));
    expect(older.some((m) => ['ef', 'qf', 'sf'].includes(m.comp_level))).toBe(true);
    for (const m of older) {
      const names = matchNames(m, typeOf(m));
      const { set_number: s, match_number: n } = m;
      const expected = {
        qm: { title: `Qualification ${n}`, label: `Q${n}` },
        ef: { title: `Eighth-final ${s} Match ${n}`, label: `EF${s}-${n}` },
        qf: { title: `Quarterfinal ${s} Match ${n}`, label: `QF${s}-${n}` },
        sf: { title: `Semifinal ${s} Match ${n}`, label: `SF${s}-${n}` },
        f: finals(n),
      }[m.comp_level];
      expect(names, m.key).toEqual(expected);
    }
  });

  it('gives every match of an event its own name, in full and short', () => {
    expect(byEvent.size).toBeGreaterThanOrEqual(30);
    for (const [eventKey, list] of byEvent) {
      const names = list.map((m) => matchNames(m, playoffTypes.get(eventKey) ?? null));
      expect(new Set(names.map((n) => n.title)).size, eventKey).toBe(list.length);
      expect(new Set(names.map((n) => n.label)).size, eventKey).toBe(list.length);
    }
  });

  it('names each 2023+ bracket match as the bracket titles it', () => {
    const listed = [...byEvent].filter(([, list]) => list.filter((m) => m.comp_level !== 'qm').length > 1 && doubleElimination(list[0]!));
    expect(listed.length).toBeGreaterThanOrEqual(11);
    for (const [eventKey, list] of listed) {
      const bracket = buildBracket(yearOf(list[0]!), list, [], playoffTypes.get(eventKey) ?? null);
      if (!('upper' in bracket)) throw new Error(`${eventKey}: not drawn as double elimination`);
      for (const series of [...bracket.upper, ...bracket.lower].flatMap((r) => r.series).filter((s) => s.games.length > 0)) {
        const first = list.find((m) => m.key === series.games[0]!.key)!;
        expect(series.title, first.key).toBe(matchTitle(first, playoffTypes.get(eventKey) ?? null));
      }
    }
  });
});

/**
 * The two double elimination events keyed as bracket levels that The Blue Alliance records in its own repository
 * (copied beside the server's bracket tests): 2017wiwi (legacy, playoff_type 5) and 2022cctest (playoff_type 10).
 */
describe('playoff match names on double elimination keyed as bracket levels', () => {
  const data = (file: string): unknown =>
    read(fileURLToPath(new URL(`../../../../apps/server/test/competition/tba-repository-data/${file}`, import.meta.url)));

  it.each(['2017wiwi', '2022cctest'])('%s: each match is named as its bracket card and game, every name its own', (eventKey) => {
    const event = data(`${eventKey}.json`) as { year: number; playoff_type: number };
    const list = (data(`${eventKey}_matches.json`) as RecordedMatch[]).filter((m) => m.comp_level !== 'qm');
    const bracket = buildBracket(event.year, list, [], event.playoff_type);
    if (!('upper' in bracket)) throw new Error(`${eventKey}: not drawn as double elimination`);
    for (const series of [...bracket.upper, ...bracket.lower].flatMap((r) => r.series)) {
      for (const game of series.games) {
        const m = list.find((x) => x.key === game.key)!;
        expect(matchTitle(m, event.playoff_type), m.key).toBe(game.label === 'Match' ? series.title : `${series.title} ${game.label}`);
      }
    }
    for (const game of bracket.finals.games)
      expect(
        matchTitle(
          list.find((x) => x.key === game.key)!,
          event.playoff_type,
        ),
      ).toBe(game.label);
    const titles = list.map((m) => matchTitle(m, event.playoff_type));
    expect(new Set(titles).size).toBe(list.length);
    expect(titles.join()).not.toMatch(/Eighth|Quarter|Semi/);
  });
});

describe('playoffNumbering', () => {
  it('follows the playoff type, and the year when the type is not known', () => {
    expect(playoffNumbering(10, 2025)).toBe('double-elimination');
    expect(playoffNumbering(11, 2023)).toBe('double-elimination');
    expect(playoffNumbering(null, 2024)).toBe('double-elimination');
    expect(playoffNumbering(null, 2022)).toBe('levels');
    // An off-season event of 2023 on that kept the best-of-3 bracket.
    expect(playoffNumbering(0, 2024)).toBe('levels');
    expect(playoffNumbering(4, 2019)).toBe('levels');
    expect(playoffNumbering(5, 2017)).toBe('legacy-double-elimination');
    // 2022cctest tried the new bracket but numbered its matches the legacy way.
    expect(playoffNumbering(10, 2022)).toBe('legacy-double-elimination');
  });

  it('numbers legacy double elimination matches as TBA LEGACY_DOUBLE_ELIM_MAPPING does; its final is f2', () => {
    const named = (key: string) => {
      const [, level, set, n] = /_(ef|qf|sf|f)(\d+)m(\d+)$/.exec(key)!;
      return matchTitle({ key, comp_level: level!, set_number: Number(set), match_number: Number(n) }, 5);
    };
    expect(['ef1m1', 'ef5m1', 'ef6m2', 'qf1m1', 'qf4m1', 'sf1m1', 'sf2m1', 'f1m1', 'f2m1', 'f2m2'].map((k) => named(`2017wiwi_${k}`))).toEqual([
      'Match 1',
      'Match 5',
      'Match 6 Replay 1',
      'Match 7',
      'Match 10',
      'Match 11',
      'Match 12',
      'Match 13',
      'Final 1',
      'Final 2',
    ]);
  });
});
