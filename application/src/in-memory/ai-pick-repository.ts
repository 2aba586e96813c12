// The AiPickRepository's reading side over arrays, for use-case tests and the dev mock: the same port methods
// the SQL repository answers in one statement each (adapters/src/sql/repositories/ai-pick-repository.ts), with
// the same order, ties and null placement. Who may open what is asked of props/pick-access.ts.
import type {
  AiPick,
  AiPickRepository,
  AiPickVersion,
  CappedAccess,
  Game,
  GradedPickFilter,
  GradedPickQuery,
  Page,
  PickFeedFilter,
  PickFeedQuery,
  PickFeedSortField,
  PickWithGame,
} from '@edgeboard/domain';
import { allowanceIds, byText, isPublicRecord, isUpcoming } from '../props/pick-access';

type Key = number | string | null;
type Reading =
  'feed' | 'get' | 'getWithGame' | 'forWeek' | 'versions' | 'insertMany' | 'graded' | 'gradedAll';

/** Ascending by key with a null key last in both directions, then by id in `idOrder`. */
function ordered<T>(
  rows: T[],
  key: (r: T) => Key,
  dir: 'asc' | 'desc',
  id: (r: T) => string,
  idDir: 'asc' | 'desc' = dir,
): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const cmp = (a: Key, b: Key): number => {
    if (a === null || b === null) return Number(a === null) - Number(b === null);
    return sign * (typeof a === 'number' && typeof b === 'number' ? a - b : byText(String(a), String(b)));
  };
  const idSign = idDir === 'asc' ? 1 : -1;
  return rows.slice().sort((a, b) => cmp(key(a), key(b)) || idSign * byText(id(a), id(b)));
}

const FEED_KEYS: Record<PickFeedSortField, (p: PickWithGame) => Key> = {
  confidence: (p) => p.pick.confidence,
  created_at: (p) => p.pick.created_at,
  stat_type: (p) => p.pick.stat_type,
  start_time: (p) => p.game?.kickoff ?? null,
  ev: (p) => p.pick.ev ?? null,
};

/** A graded pick's date: its game's kick-off, else when it was graded. */
const pickDate = (p: PickWithGame): string | null => p.game?.kickoff ?? p.pick.graded_at ?? null;
const pickId = (p: PickWithGame) => p.pick.id;
const timeOf = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

export class InMemoryAiPickRepository implements Pick<AiPickRepository, Reading> {
  private readonly versionsOf = new Map<string, AiPickVersion[]>();

  /** Picks and games kept here, read at each call (a test may change them in place). */
  constructor(
    readonly picks: AiPick[] = [],
    readonly games: Game[] = [],
    private readonly joined?: () => readonly PickWithGame[],
  ) {}

  /** A view over picks joined and kept elsewhere (the dev mock's world, which its back office edits in place). */
  static over(rows: () => readonly PickWithGame[]): InMemoryAiPickRepository {
    return new InMemoryAiPickRepository([], [], rows);
  }

  private withGames(): PickWithGame[] {
    if (this.joined) return [...this.joined()];
    const byId = new Map(this.games.map((g) => [g.id, g]));
    return this.picks.map((pick) => ({ pick, game: pick.game_id ? (byId.get(pick.game_id) ?? null) : null }));
  }

  private matchesFeed(p: PickWithGame, f: PickFeedFilter): boolean {
    const { pick, game } = p;
    const player = f.player?.trim().toLowerCase();
    return (
      (f.season === undefined || pick.season === f.season) &&
      (f.week === undefined || pick.week === f.week) &&
      (f.minConfidence === undefined || pick.confidence >= f.minConfidence) &&
      (f.statTypes === undefined || f.statTypes.includes(pick.stat_type)) &&
      (!player || pick.player.toLowerCase().includes(player)) &&
      (f.gameStatuses === undefined || (game !== null && f.gameStatuses.includes(game.status))) &&
      (f.ids === undefined || f.ids.includes(pick.id)) &&
      (!f.playsOnly || pick.verdict === 'play') &&
      (f.upcomingAt === undefined || isUpcoming(game, f.upcomingAt))
    );
  }

  private openTest(all: PickWithGame[], access: CappedAccess, season: number): (p: PickWithGame) => boolean {
    const allowed = allowanceIds(all, season, access);
    return (p) => isPublicRecord(p.game, access.now) || allowed.has(p.pick.id);
  }

  feed(q: PickFeedQuery): Promise<Page<PickWithGame>> {
    const all = this.withGames();
    const matching = all.filter((p) => this.matchesFeed(p, q));
    const open = q.openTo ? this.openTest(all, q.openTo, q.openTo.season) : () => true;
    const sorted = ordered(matching.filter(open), FEED_KEYS[q.sortBy], q.sortOrder, pickId);
    const offset = Math.max(0, q.offset);
    return Promise.resolve({
      data: sorted.slice(offset, offset + Math.max(0, q.limit)),
      count: matching.length,
    });
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
    const open = access ? this.openTest(all, access, found.pick.season)(found) : true;
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

  versions(pickId: string): Promise<AiPickVersion[]> {
    return Promise.resolve([...(this.versionsOf.get(pickId) ?? [])]);
  }

  /** Test set-up: a pick's kept versions, oldest first. */
  addVersions(pickId: string, versions: readonly AiPickVersion[]): void {
    this.versionsOf.set(pickId, [...(this.versionsOf.get(pickId) ?? []), ...versions]);
  }

  insertMany(picks: readonly AiPick[]): Promise<void> {
    if (this.joined) return Promise.reject(new Error('A view over another store takes no writes'));
    this.picks.push(...picks);
    return Promise.resolve();
  }

  private gradedMatching(f: GradedPickFilter): PickWithGame[] {
    const since = f.since === undefined ? null : Date.parse(f.since);
    return this.withGames().filter(
      (p) =>
        p.pick.result !== null &&
        (f.statTypes === undefined || f.statTypes.includes(p.pick.stat_type)) &&
        (f.result === undefined || p.pick.result === f.result) &&
        (since === null || timeOf(pickDate(p)) >= since),
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
}
