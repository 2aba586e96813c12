// GameLogRepository over an array, ordered as the SQL repository orders (season, week, then player and game),
// for the use cases' tests and the dev mock (seeded with the demo season's box scores).
import type { GameLogEntry, GameLogRepository } from '@edgeboard/domain';

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySeasonWeek = (a: GameLogEntry, b: GameLogEntry) =>
  a.season - b.season || a.week - b.week || text(a.player_id, b.player_id) || text(a.game_id, b.game_id);

export class InMemoryGameLogRepository implements GameLogRepository {
  private rows: GameLogEntry[];

  constructor(rows: readonly GameLogEntry[] = []) {
    this.rows = [...rows].sort(bySeasonWeek);
  }

  forPlayer(playerId: string): Promise<GameLogEntry[]> {
    return Promise.resolve(this.rows.filter((e) => e.player_id === playerId));
  }

  forSeasons(seasons: readonly number[]): Promise<GameLogEntry[]> {
    return Promise.resolve(this.rows.filter((e) => seasons.includes(e.season)));
  }

  insertMany(entries: readonly GameLogEntry[]): Promise<void> {
    const key = (e: GameLogEntry) => `${e.player_id}|${e.game_id}`;
    const replaced = new Set(entries.map(key));
    this.rows = [...this.rows.filter((e) => !replaced.has(key(e))), ...entries].sort(bySeasonWeek);
    return Promise.resolve();
  }
}
