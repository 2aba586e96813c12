import { sql } from 'kysely';
import type { Kysely, RawBuilder, SelectQueryBuilder, SqlBool, Transaction } from 'kysely';
import type { PageRequest, SortOrder } from '@edgeboard/domain';
import type { Database } from '../db';

/** `%text%` for LIKE, lower-cased, with the wildcards of the user's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match that behaves the same on both engines: SQLite's LIKE folds only
 * ASCII and PostgreSQL's LIKE folds nothing, so both sides are lower()ed and the escape is explicit.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

export function pageBounds(req: PageRequest): { limit: number; offset: number } {
  const pageSize = Math.max(1, Math.floor(req.pageSize));
  const page = Math.max(1, Math.floor(req.page));
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** One column of an admin list's order. */
export interface SortKey {
  column: string;
  /** Compared lower-cased first: SQLite's binary order and PostgreSQL's locale order differ on case. */
  text?: boolean;
  /** NULLs go last in either direction (the engines disagree on where they go by default). */
  nullable?: boolean;
}

/**
 * The ORDER BY terms of an admin list: the chosen columns in the chosen direction, then `idColumn` in the
 * same direction so that every page is a stable slice.
 */
export function sortTerms(
  keys: readonly SortKey[],
  order: SortOrder,
  idColumn = 'id',
): { expression: RawBuilder<unknown>; order: SortOrder }[] {
  const terms: { expression: RawBuilder<unknown>; order: SortOrder }[] = [];
  for (const k of keys) {
    const ref = sql.ref(k.column);
    if (k.nullable === true)
      terms.push({ expression: sql`case when ${ref} is null then 1 else 0 end`, order: 'asc' });
    if (k.text === true) terms.push({ expression: sql`lower(${ref})`, order });
    terms.push({ expression: sql`${ref}`, order });
  }
  terms.push({ expression: sql`${sql.ref(idColumn)}`, order });
  return terms;
}

/** `qb` ordered by `sortTerms`. */
export function orderedBy<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
  order: SortOrder,
  idColumn = 'id',
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  for (const t of sortTerms(keys, order, idColumn)) out = out.orderBy(t.expression, t.order);
  return out;
}

/** The number of rows `qb` selects, ignoring its selection, order and paging. */
export async function countRows<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // The generic builder loses the row type of the added selection, so it is restated here.
  const row = (await qb
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirst()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
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
