import { sql } from 'kysely';
import type {
  Kysely,
  RawBuilder,
  Selectable,
  SelectQueryBuilder,
  SqlBool,
  Transaction,
  Updateable,
} from 'kysely';
import type { Database } from '../db';
import { nowIso } from '../row-mapping';

/** `%text%` for LIKE, lower-cased, with the wildcards of the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match that behaves the same on both engines: SQLite's LIKE folds only
 * ASCII and PostgreSQL's LIKE folds nothing, so both sides are lower()ed and the escape is explicit.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/** The fields among `keys` that `patch` sets, for an UPDATE's SET: an undefined field is left as it is. */
export function definedFields<T extends object, K extends keyof T>(
  patch: T,
  keys: readonly K[],
): { [P in K]?: Exclude<T[P], undefined> } {
  const set: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const k of keys) if (patch[k] !== undefined) set[k] = patch[k] as Exclude<T[K], undefined>;
  return set;
}

/** The SET of an edit: the fields among `keys` that `patch` sets, and `updated_at` stamped now. */
export function editedFields<T extends object, K extends keyof T>(
  patch: T,
  keys: readonly K[],
): { updated_at: string } & { [P in K]?: Exclude<T[P], undefined> } {
  return { updated_at: nowIso(), ...definedFields(patch, keys) };
}

/**
 * The first row `query` answers, through `toItem`, or null when it answers none: a SELECT, or an UPDATE or
 * INSERT with RETURNING.
 */
export async function firstOrNull<O, R>(
  query: { executeTakeFirst(): Promise<O | undefined> },
  toItem: (row: O) => R,
): Promise<R | null> {
  const row = await query.executeTakeFirst();
  return row ? toItem(row) : null;
}

/**
 * The rows of `query` newest first by the timestamp `column`, the higher id first on a tie (a stable order),
 * at most `limit` of them (all when it is undefined), through `toItem`.
 */
export async function newestFirst<DB, TB extends keyof DB, O extends { id: unknown }, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: keyof O & string,
  limit: number | undefined,
  toItem: (row: O) => R,
): Promise<R[]> {
  const ordered = query.orderBy(sql.ref(column), 'desc').orderBy(sql.ref('id'), 'desc');
  const rows = await (limit === undefined ? ordered : ordered.limit(limit)).execute();
  return rows.map(toItem);
}

/** The tables whose rows are keyed by an `id` column. */
type TableWithId = { [T in keyof Database]: 'id' extends keyof Database[T] ? T : never }[keyof Database];

/** Kysely over any table keyed by `id`: it cannot type a query over a table chosen by a type parameter. */
const overAnyTable = (db: Kysely<Database>) =>
  db as unknown as Kysely<Record<string, { id: string | number }>>;

/** The row `id` of `table` through `toItem`, or null when there is no such row. */
export async function selectById<T extends TableWithId, R>(
  db: Kysely<Database>,
  table: T,
  id: string | number,
  toItem: (row: Selectable<Database[T]>) => R,
): Promise<R | null> {
  const row = (await overAnyTable(db)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Selectable<Database[T]> | undefined;
  return row ? toItem(row) : null;
}

/** Updates the row `id` of `table` and answers it through `toItem`, or null when there is no such row. */
export async function updateById<T extends TableWithId, R>(
  db: Kysely<Database>,
  table: T,
  id: string | number,
  set: Updateable<Database[T]>,
  toItem: (row: Selectable<Database[T]>) => R,
): Promise<R | null> {
  const row = (await overAnyTable(db)
    .updateTable(table as string)
    .set(set as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as Selectable<Database[T]> | undefined;
  return row ? toItem(row) : null;
}

/** `column = excluded.column` for each column of an upsert. */
export function excludedColumns<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  const set = {} as Record<C, RawBuilder<never>>;
  for (const c of columns) set[c] = sql.ref<never>(`excluded.${c}`);
  return set;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `fn` in a transaction, joining the caller's when the repository was built on one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute((trx: Transaction<Database>) => fn(trx));
}

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const INSERT_CHUNK = 200;

/**
 * Runs `write` on each INSERT_CHUNK-sized part of `rows`, all in one transaction (the caller's, when the
 * repository was built on one), so a large batch is written whole or not at all.
 */
export function writeInChunks<T>(
  db: Kysely<Database>,
  rows: readonly T[],
  write: (trx: Kysely<Database>, part: T[]) => Promise<unknown>,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    for (const part of chunk(rows, INSERT_CHUNK)) await write(trx, part);
  });
}
