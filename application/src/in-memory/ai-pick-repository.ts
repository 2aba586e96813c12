// The AiPickRepository over arrays, for use-case tests and the dev mock: the same port methods the SQL
// repository answers (adapters/src/sql/repositories/ai-pick-repository.ts), with the same order, ties and null
// placement, and its ledger (a locked pick's published fields are refused, a graded or locked pick is never
// replaced, an edit of a published field keeps a version). The feed's filters and order are ai-pick-feed.ts';
// who may open what is asked of props/pick-access.ts.
import {
  adminBandRange,
  applyPickEdit,
  changesLedger,
  strayPickError,
  type AdminPickPageQuery,
  type AiPick,
  type AiPickRepository,
  type AiPickUpdate,
  type AiPickVersion,
  type CappedAccess,
  type Game,
  type GradedPickFilter,
  type GradedPickQuery,
  type Page,
  type PickFeedQuery,
  type PickGrade,
  type PickWithGame,
} from '@edgeboard/domain';
import { feedPage, openTest } from './ai-pick-feed';
import { contains, fieldColumns, pageOfRows, sortAdminRows } from './admin-list-order';
import { ordered, type Key, pickLocked, PickRows, publishedOf, versionOf } from './ai-pick-rows';

/** A graded pick's date: its game's kick-off, else when it was graded. */
const pickDate = (p: PickWithGame): string | null => p.game?.kickoff ?? p.pick.graded_at ?? null;
const pickId = (p: PickWithGame) => p.pick.id;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const timeOf = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

export class InMemoryAiPickRepository implements AiPickRepository {
  private readonly versionsOf = new Map<string, AiPickVersion[]>();
  private readonly rows: PickRows;

  /** Picks and games kept here, read at each call (a test may change them in place). */
  constructor(
    readonly picks: AiPick[] = [],
    readonly games: Game[] = [],
    joined?: () => PickWithGame[],
  ) {
    this.rows = new PickRows(picks, () => this.games, joined);
  }

  /**
   * The picks joined and kept elsewhere (the dev mock's world, which other screens read), written in place; a
   * new pick is joined with its game among `games`.
   */
  static over(rows: () => PickWithGame[], games: Game[] = []): InMemoryAiPickRepository {
    return new InMemoryAiPickRepository([], games, rows);
  }

  private withGames(): PickWithGame[] {
    return this.rows.all();
  }

  feed(q: PickFeedQuery): Promise<Page<PickWithGame>> {
    return Promise.resolve(feedPage(this.withGames(), q));
  }

  get(id: string): Promise<AiPick | null> {
    return Promise.resolve(this.withGames().find((p) => p.pick.id === id)?.pick ?? null);
  }

  getWithGame(
    id: string,
    access?: CappedAccess,
  ): Promise<(PickWithGame & { open: boolean; versionCount: number }) | null> {
    const all = this.withGames();
    const found = all.find((p) => p.pick.id === id);
    if (!found) return Promise.resolve(null);
    // The allowance is the pick's own season's.
    const open = access ? openTest(all, access, found.pick.season)(found) : true;
    return Promise.resolve({ ...found, open, versionCount: this.versionsOf.get(id)?.length ?? 0 });
  }

  forWeek(season: number, week: number): Promise<AiPick[]> {
    const rows = this.withGames()
      .map((p) => p.pick)
      .filter((p) => p.season === season && p.week === week);
    return Promise.resolve(
      ordered(
        rows,
        (p) => p.created_at,
        'asc',
        (p) => p.id,
      ),
    );
  }

  ungradedFinal(season: number, throughWeek: number): Promise<PickWithGame[]> {
    const rows = this.withGames().filter(
      ({ pick, game }) =>
        pick.season === season &&
        pick.week <= throughWeek &&
        pick.result === null &&
        game?.status === 'final',
    );
    return Promise.resolve(
      rows.sort(
        (a, b) =>
          a.pick.week - b.pick.week ||
          text(a.pick.created_at, b.pick.created_at) ||
          text(a.pick.id, b.pick.id),
      ),
    );
  }

  versions(pickId: string): Promise<AiPickVersion[]> {
    return Promise.resolve([...(this.versionsOf.get(pickId) ?? [])]);
  }

  /** Test set-up: a pick's kept versions, oldest first. */
  addVersions(pickId: string, versions: readonly AiPickVersion[]): void {
    this.versionsOf.set(pickId, [...(this.versionsOf.get(pickId) ?? []), ...versions]);
  }

  insertMany(picks: readonly AiPick[]): Promise<void> {
    this.rows.add(picks);
    return Promise.resolve();
  }

  private gradedMatching(f: GradedPickFilter): PickWithGame[] {
    const since = f.since === undefined ? null : Date.parse(f.since);
    return this.withGames().filter(
      (p) =>
        p.pick.result !== null &&
        (f.statTypes === undefined || f.statTypes.includes(p.pick.stat_type)) &&
        (f.result === undefined || p.pick.result === f.result) &&
        (since === null || timeOf(pickDate(p)) >= since) &&
        (!f.plays || p.pick.verdict !== 'no_play'),
    );
  }

  graded(q: GradedPickQuery): Promise<Page<PickWithGame>> {
    const key = (p: PickWithGame): Key =>
      q.sortBy === 'confidence'
        ? p.pick.confidence
        : q.sortBy === 'profit'
          ? (p.pick.profit ?? null)
          : pickDate(p);
    // Ties by id ascending whatever the direction, as the SQL orders them.
    const rows = ordered(this.gradedMatching(q), key, q.sortOrder, pickId, 'asc');
    const start = (q.page - 1) * q.pageSize;
    return Promise.resolve({ data: rows.slice(start, start + q.pageSize), count: rows.length });
  }

  gradedAll(filter: GradedPickFilter): Promise<PickWithGame[]> {
    return Promise.resolve(ordered(this.gradedMatching(filter), pickDate, 'asc', pickId));
  }

  gradedVersion(): Promise<string> {
    const times = this.withGames().flatMap(({ pick }) => (pick.graded_at ? [pick.graded_at] : []));
    const last = times.reduce<string | null>((max, t) => (max === null || t > max ? t : max), null);
    return Promise.resolve(`${times.length}|${last ?? ''}`);
  }

  /** Newest first unless sorted (week: season then week); ties by id. */
  adminList(q: AdminPickPageQuery): Promise<Page<AiPick>> {
    const band = q.band ? adminBandRange(q.band) : null;
    const rows = this.withGames()
      .map((p) => p.pick)
      .filter(
        (p) =>
          (contains(p.player, q.search) || contains(p.opponent, q.search)) &&
          (!q.statType || p.stat_type === q.statType) &&
          (!band || (p.confidence >= band.min && p.confidence <= band.max)) &&
          (q.season === undefined || p.season === q.season) &&
          (q.week === undefined || p.week === q.week) &&
          (!q.result || (p.result ?? 'pending') === q.result),
      );
    const sorted = sortAdminRows(rows, q, 'created_at', {
      ...fieldColumns(['created_at', 'player', 'opponent', 'stat_type', 'confidence']),
      week: [(p: AiPick) => p.season, (p: AiPick) => p.week],
    });
    return Promise.resolve(pageOfRows(sorted, q));
  }

  update(id: string, patch: AiPickUpdate, editedAt?: string): Promise<AiPick | null> {
    const current = this.withGames().find((p) => p.pick.id === id)?.pick;
    if (!current) return Promise.resolve(null);
    const next = applyPickEdit(current, patch);
    // The database refuses any change of a locked pick but its one grading (migrations 005 and 010).
    if (current.locked_at && JSON.stringify(next) !== JSON.stringify(current))
      return Promise.reject(pickLocked());
    if (changesLedger(current, publishedOf(next))) {
      const kept = this.versionsOf.get(id) ?? [];
      this.versionsOf.set(id, [
        ...kept,
        versionOf(current, kept.length + 1, editedAt ?? new Date().toISOString()),
      ]);
    }
    this.rows.set(next);
    return Promise.resolve(next);
  }

  grade(id: string, grade: PickGrade): Promise<AiPick | null> {
    const current = this.withGames().find((p) => p.pick.id === id)?.pick;
    if (!current) return Promise.resolve(null);
    // Graded once: the database refuses to regrade a locked pick (migration 010).
    if (current.locked_at && current.result !== null) return Promise.reject(pickLocked());
    const graded = { ...current, ...grade };
    this.rows.set(graded);
    return Promise.resolve(graded);
  }

  delete(id: string): Promise<boolean> {
    const found = this.withGames().find((p) => p.pick.id === id)?.pick;
    if (found?.locked_at) return Promise.reject(pickLocked());
    return Promise.resolve(this.rows.remove((p) => p.id === id) > 0);
  }

  /** Locks every unlocked pick whose game is no longer scheduled or kicks off at or before `now`. */
  lockStarted(now: string): Promise<number> {
    const started = this.withGames().filter(
      ({ pick, game }) =>
        !pick.locked_at &&
        game &&
        (game.status !== 'scheduled' || Date.parse(game.kickoff) <= Date.parse(now)),
    );
    for (const { pick } of started) this.rows.set({ ...pick, locked_at: now });
    return Promise.resolve(started.length);
  }

  /** The ids of graded or locked picks: never replaced, and not taken by a new pick. */
  private keptIds(): Set<string> {
    const kept = this.withGames().filter(({ pick }) => pick.result !== null || Boolean(pick.locked_at));
    return new Set(kept.map((p) => p.pick.id));
  }

  /** Writes `picks` as the SQL repository does (ai-pick-regeneration.ts): in place over a replaceable pick. */
  private rewrite(picks: readonly AiPick[]): { inserted: number; updated: number } {
    const kept = this.keptIds();
    let inserted = 0;
    let updated = 0;
    for (const next of picks) {
      if (kept.has(next.id)) continue;
      const current = this.rows.all().find((p) => p.pick.id === next.id)?.pick;
      if (!current) {
        this.rows.add([next]);
        inserted += 1;
        continue;
      }
      if (changesLedger(current, publishedOf({ ...next, created_at: current.created_at }))) {
        const versions = this.versionsOf.get(next.id) ?? [];
        this.versionsOf.set(next.id, [...versions, versionOf(current, versions.length + 1, next.created_at)]);
      }
      this.rows.set({ ...next, created_at: current.created_at });
      updated += 1;
    }
    return { inserted, updated };
  }

  replaceUngraded(picks: readonly AiPick[]): Promise<number> {
    const { inserted, updated } = this.rewrite(picks);
    return Promise.resolve(inserted + updated);
  }

  replaceUngradedForWeek(
    season: number,
    week: number,
    picks: readonly AiPick[],
  ): Promise<{ deleted: number; inserted: number; updated: number }> {
    const stray = strayPickError(season, week, picks);
    if (stray) return Promise.reject(stray);
    const kept = this.keptIds();
    const ids = new Set(picks.map((p) => p.id));
    const deleted = this.rows.remove(
      (p) => p.season === season && p.week === week && !kept.has(p.id) && !ids.has(p.id),
    );
    return Promise.resolve({ deleted, ...this.rewrite(picks) });
  }
}
