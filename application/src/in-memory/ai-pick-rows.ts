// Where the in-memory AiPickRepository keeps its picks: its own arrays of picks and games, or the rows of a
// store kept elsewhere (the dev mock's demo world, whose picks carry their games and which other screens read),
// with the few writes the repository's methods are made of. Rows are changed in place, so a reader of the
// world sees each write at once.
import {
  ConflictError,
  LEDGER_FIELDS,
  PICK_LOCKED_CODE,
  type AiPick,
  type AiPickVersion,
  type Game,
  type PickWithGame,
} from '@edgeboard/domain';
import { byText } from '../props/pick-access';

export class PickRows {
  constructor(
    private readonly picks: AiPick[],
    private readonly games: () => readonly Game[],
    private readonly joined?: () => PickWithGame[],
  ) {}

  private gameOf(pick: AiPick): Game | null {
    return pick.game_id ? (this.games().find((g) => g.id === pick.game_id) ?? null) : null;
  }

  /** Every pick with its game, in the order kept. */
  all(): PickWithGame[] {
    if (this.joined) return [...this.joined()];
    const byId = new Map(this.games().map((g) => [g.id, g]));
    return this.picks.map((pick) => ({ pick, game: pick.game_id ? (byId.get(pick.game_id) ?? null) : null }));
  }

  /** Replaces the pick with `pick`'s id; false when there is none. */
  set(pick: AiPick): boolean {
    if (this.joined) {
      const row = this.joined().find((r) => r.pick.id === pick.id);
      if (row) row.pick = pick;
      return Boolean(row);
    }
    const index = this.picks.findIndex((p) => p.id === pick.id);
    if (index >= 0) this.picks[index] = pick;
    return index >= 0;
  }

  /** Removes the picks `test` picks out and answers how many. */
  remove(test: (pick: AiPick) => boolean): number {
    const rows: { pick: AiPick }[] = this.joined ? this.joined() : this.picks.map((pick) => ({ pick }));
    const kept = rows.filter((r) => !test(r.pick));
    const removed = rows.length - kept.length;
    if (this.joined) this.joined().splice(0, rows.length, ...(kept as PickWithGame[]));
    else this.picks.splice(0, rows.length, ...kept.map((r) => r.pick));
    return removed;
  }

  /** Adds picks after the others, each joined with its game. */
  add(picks: readonly AiPick[]): void {
    if (this.joined) this.joined().push(...picks.map((pick) => ({ pick, game: this.gameOf(pick) })));
    else this.picks.push(...picks);
  }
}

export type Key = number | string | null;

/** Ascending by key (or keys, in turn) with a null key last in both directions, then by id in `idOrder`. */
export function ordered<T>(
  rows: T[],
  key: (r: T) => Key | readonly Key[],
  dir: 'asc' | 'desc',
  id: (r: T) => string,
  idDir: 'asc' | 'desc' = dir,
): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const cmp = (a: Key, b: Key): number => {
    if (a === null || b === null) return Number(a === null) - Number(b === null);
    return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : byText(String(a), String(b)));
  };
  // Several keys (the feed's `ev`: EV, then Edge Score) compare in turn, each with its nulls last.
  const keys = (r: T): readonly Key[] => {
    const k = key(r);
    return Array.isArray(k) ? (k as readonly Key[]) : [k as Key];
  };
  const byKeys = (a: readonly Key[], b: readonly Key[]): number => {
    for (let i = 0; i < a.length; i++) {
      const c = cmp(a[i] ?? null, b[i] ?? null);
      if (c !== 0) return c;
    }
    return 0;
  };
  const idSign = idDir === 'asc' ? 1 : -1;
  return rows.slice().sort((a, b) => byKeys(keys(a), keys(b)) || idSign * byText(id(a), id(b)));
}

export const pickLocked = () =>
  new ConflictError(
    'This pick’s game has kicked off: its published fields are part of the record and cannot change.',
    PICK_LOCKED_CODE,
  );

/** The published values `pick` had before an edit at `editedAt`. */
export const versionOf = (pick: AiPick, version: number, editedAt: string): AiPickVersion => ({
  ...{ pick_id: pick.id, version, pick: pick.pick, line_value: pick.line_value, odds: pick.odds ?? null },
  ...{ over_odds: pick.over_odds ?? null, under_odds: pick.under_odds ?? null },
  ...{ sportsbook: pick.sportsbook ?? null, confidence: pick.confidence, published_at: pick.created_at },
  edited_at: editedAt,
});

/** A pick's published fields as a write leaves them (a market figure an edit dropped is null). */
export const publishedOf = (pick: AiPick) =>
  Object.fromEntries(LEDGER_FIELDS.map((f) => [f, pick[f] ?? null])) as Record<
    (typeof LEDGER_FIELDS)[number],
    string | number | null
  >;
