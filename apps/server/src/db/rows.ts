import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A transaction, as `Database.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Whatever runs a query: the database itself or an open transaction. */
export type Executor = Database | Tx;

/**
 * Reads one column of a raw result row into its type, accepting what either driver gives (node-postgres and PGlite
 * differ: bigint as text, timestamps as Date or text, json as text or parsed); a value of another kind is a fault
 * in the query, and says which column.
 */
export type Column<T> = (value: unknown, name: string) => T;

function wrongKind(name: string, expected: string, value: unknown): never {
  throw new TypeError(`Column "${name}" should be ${expected}, but the query returned ${value === null ? 'null' : typeof value}.`);
}

const int: Column<number> = (value, name) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' || typeof value === 'bigint' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : wrongKind(name, 'a number', value);
};

/** The column readers a row shape is made of. */
export const column = {
  /** integer, bigint (text from the drivers) or a count. */
  int,
  text: ((value, name) => (typeof value === 'string' ? value : wrongKind(name, 'text', value))) as Column<string>,
  bool: ((value, name) => (typeof value === 'boolean' ? value : wrongKind(name, 'a boolean', value))) as Column<boolean>,
  time: ((value, name) =>
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : wrongKind(name, 'a timestamp', value)) as Column<Date>,
  /** An integer array (`array(...)`, `array_agg`, an int[] column). */
  ints: ((value, name) => (Array.isArray(value) ? value.map((v) => int(v, name)) : wrongKind(name, 'an array', value))) as Column<number[]>,
  /** A text array (a text[] column). */
  texts: ((value, name) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : wrongKind(name, 'a text array', value)) as Column<
    string[]
  >,
  /** Text that must be one of these values (an enum-like column). */
  oneOf:
    <const T extends string>(values: readonly T[]): Column<T> =>
    (value, name) =>
      typeof value === 'string' && (values as readonly string[]).includes(value)
        ? (value as T)
        : wrongKind(name, `one of ${values.join(', ')}`, value),
  /** A json or jsonb value, of the type the shape names (its content is the query's to make right). */
  json:
    <T>(): Column<T> =>
    (value) =>
      // eslint-disable-next-line no-restricted-syntax -- a json column PGlite hands back as text
      (typeof value === 'string' ? JSON.parse(value) : value) as T,
  /** The same reader, or null for SQL null. */
  nullable:
    <T>(read: Column<T>): Column<T | null> =>
    (value, name) =>
      value === null || value === undefined ? null : read(value, name),
};

/** A row shape: one column reader per selected column, named as the query names it. */
export type RowShape = Record<string, Column<unknown>>;
/** The typed row a shape reads. */
export type RowOf<S extends RowShape> = { [K in keyof S]: ReturnType<S[K]> };

async function rawRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** The rows a query returns, each read by `shape`: the one place a raw row becomes a typed one. */
export async function select<S extends RowShape>(db: Executor, shape: S, query: SQL): Promise<RowOf<S>[]> {
  const found = await rawRows(db, query);
  return found.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const name of Object.keys(shape)) row[name] = shape[name]!(raw[name], name);
    return row as RowOf<S>;
  });
}

/** The first row a query returns, read by `shape`, or undefined when there is none. */
export async function selectOne<S extends RowShape>(db: Executor, shape: S, query: SQL): Promise<RowOf<S> | undefined> {
  return (await select(db, shape, query))[0];
}

/** Runs a statement; answers how many rows it returned (`returning`), which says whether it changed anything. */
export async function execute(db: Executor, query: SQL): Promise<number> {
  return (await rawRows(db, query)).length;
}

/** A PostgreSQL text[] literal of these values, each quoted (a value with quotes or backslashes stays one element). */
export const textArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
