// The PlayerRepository over an array, for the reference and back-office use cases' tests and the dev mock (which
// passes its world's own list, edited in place): by name then id as the SQL repository orders it, its
// case-insensitive name search and paging, and its update (a field left undefined stays as it is).
import type { Clock, Page, Player, PlayerPageQuery, PlayerRepository, PlayerUpdate } from '@edgeboard/domain';
import { byText } from '../props/pick-access';
import { contains, pageOfRows, patchRow } from './admin-list-order';

const byName = (a: Player, b: Player) => byText(a.name, b.name) || byText(a.id, b.id);

export class InMemoryPlayerRepository implements Pick<PlayerRepository, 'all' | 'list' | 'get' | 'update'> {
  constructor(
    readonly players: Player[] = [],
    /** Stamps an update's `updated_at`. */
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  all(): Promise<Player[]> {
    return Promise.resolve(this.players.slice().sort(byName));
  }

  list(q: PlayerPageQuery): Promise<Page<Player>> {
    const rows = this.players.filter(
      (p) => contains(p.name, q.search) && (!q.position || p.position === q.position),
    );
    return Promise.resolve(pageOfRows(rows.sort(byName), q));
  }

  get(id: string): Promise<Player | null> {
    return Promise.resolve(this.players.find((p) => p.id === id) ?? null);
  }

  update(id: string, patch: PlayerUpdate): Promise<Player | null> {
    return Promise.resolve(patchRow(this.players, id, patch, this.clock.now().toISOString()));
  }
}
