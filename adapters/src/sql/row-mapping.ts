import type { z } from 'zod';

/** Rows read from either engine, normalised to the domain's shapes before zod validates them. */

export function toBool(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 't' || v === 'true';
}

export function fromBool(v: boolean): number {
  return v ? 1 : 0;
}

/** jsonb arrives parsed from pg; text columns arrive as a string from SQLite. */
export function parseJson(v: unknown): unknown {
  return typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
}

export function toJson(v: unknown): string {
  return JSON.stringify(v);
}

export function toIso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') return new Date(v).toISOString();
  throw new TypeError(`Expected a timestamp, got ${typeof v}`);
}

export function toIsoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : toIso(v);
}

export function toNumber(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}

export function toNumberOrNull(v: unknown): number | null {
  return v === null || v === undefined ? null : toNumber(v);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Validates a mapped row; a row that does not fit the domain is a storage bug and names its table. */
export function parseRow<S extends z.ZodType>(schema: S, table: string, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new Error(`Row of ${table} does not match its schema: ${r.error.message}`);
  }
  return r.data;
}
