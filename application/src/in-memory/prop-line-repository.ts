// The prop_lines table over an array, for the back office's use-case tests and the dev mock (seeded with the
// demo season's lines): the SQL repository's filters, order and ties (adapters' prop-line-repository.ts).
// `history` is the line-history use case's and is not kept here.
import type {
  Clock,
  PropLine,
  PropLinePageQuery,
  PropLineRepository,
  PropLineUpdate,
  Page,
  WeekLatestPull,
} from '@edgeboard/domain';
import { contains, fieldColumns, pageOfRows, patchRow, sortAdminRows } from './admin-list-order';

type Kept = Exclude<keyof PropLineRepository, 'history'>;
const time = (iso: string) => Date.parse(iso);
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class InMemoryPropLineRepository implements Pick<PropLineRepository, Kept> {
  constructor(
    /** Changed in place: the caller (the mock's demo world) keeps reading it. */
    readonly lines: PropLine[],
    private readonly clock: Clock,
  ) {}

  list(q: PropLinePageQuery): Promise<Page<PropLine>> {
    const rows = this.lines.filter(
      (l) =>
        contains(l.player, q.search) &&
        (q.statType === undefined || l.stat_type === q.statType) &&
        (q.season === undefined || l.season === q.season) &&
        (q.week === undefined || l.week === q.week) &&
        contains(l.sportsbook, q.sportsbook) &&
        (q.pulledFrom === undefined || time(l.pulled_at) >= time(q.pulledFrom)) &&
        (q.pulledTo === undefined || time(l.pulled_at) < time(q.pulledTo)),
    );
    const sorted = sortAdminRows(rows, q, 'pulled_at', {
      ...fieldColumns(['pulled_at', 'player', 'stat_type', 'line_value', 'sportsbook']),
      week: [(l: PropLine) => l.season ?? null, (l: PropLine) => l.week ?? null],
    });
    return Promise.resolve(pageOfRows(sorted, q));
  }

  get(id: string): Promise<PropLine | null> {
    return Promise.resolve(this.lines.find((l) => l.id === id) ?? null);
  }

  update(id: string, patch: PropLineUpdate): Promise<PropLine | null> {
    return Promise.resolve(patchRow(this.lines, id, patch, this.clock.now().toISOString()));
  }

  delete(id: string): Promise<boolean> {
    const index = this.lines.findIndex((l) => l.id === id);
    if (index >= 0) this.lines.splice(index, 1);
    return Promise.resolve(index >= 0);
  }

  insertMany(lines: readonly PropLine[]): Promise<void> {
    this.lines.push(...lines);
    return Promise.resolve();
  }

  forWeek(season: number, week: number): Promise<PropLine[]> {
    const rows = this.lines.filter((l) => l.season === season && l.week === week);
    return Promise.resolve(
      rows.sort((a, b) => text(a.player, b.player) || text(a.stat_type, b.stat_type) || text(a.id, b.id)),
    );
  }

  latestPulls(season: number): Promise<WeekLatestPull[]> {
    const latest = new Map<number, string>();
    for (const l of this.lines) {
      if (l.season !== season || l.week === undefined) continue;
      const known = latest.get(l.week);
      if (known === undefined || time(l.pulled_at) > time(known)) latest.set(l.week, l.pulled_at);
    }
    return Promise.resolve(
      [...latest].sort(([a], [b]) => a - b).map(([week, pulled_at]) => ({ week, pulled_at })),
    );
  }

  forPlayers(names: readonly string[]): Promise<PropLine[]> {
    const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
    const rows = this.lines.filter((l) => wanted.has(l.player.trim().toLowerCase()));
    return Promise.resolve(rows.sort((a, b) => text(a.pulled_at, b.pulled_at) || text(a.id, b.id)));
  }
}
