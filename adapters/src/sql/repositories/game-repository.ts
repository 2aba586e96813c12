import { Game } from '@edgeboard/domain';
import type { GameRepository, ScoreUpdate } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { GamesTable } from '../tables';
import { excludedColumns, selectById, updateById, writeInChunks } from './query-helpers';
import { NO_LISTENER, notifying, type PicksChanged } from './write-notice';

export function toGame(row: Selectable<GamesTable>): Game {
  return parseRow(Game, 'games', { ...row, kickoff: toIso(row.kickoff) });
}

const GAME_COLUMNS = [
  'season',
  'week',
  'kickoff',
  'home_team',
  'away_team',
  'home_score',
  'away_score',
  'status',
  'venue_time_zone',
] as const;

export class SqlGameRepository implements GameRepository {
  /** `changed`: raised after every write (scores and schedules move the feed and the record). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: PicksChanged = NO_LISTENER,
  ) {}

  async forWeek(season: number, week: number): Promise<Game[]> {
    const rows = await this.db
      .selectFrom('games')
      .selectAll()
      .where('season', '=', season)
      .where('week', '=', week)
      .orderBy('kickoff')
      .orderBy('id')
      .execute();
    return rows.map(toGame);
  }

  async get(id: string): Promise<Game | null> {
    return selectById(this.db, 'games', id, toGame);
  }

  async getMany(ids: readonly string[]): Promise<Game[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('games')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('kickoff')
      .execute();
    return rows.map(toGame);
  }

  upsertMany(games: readonly Game[]): Promise<void> {
    return notifying(this.changed, () => this.upsertChunks(games));
  }

  private upsertChunks(games: readonly Game[]): Promise<void> {
    return writeInChunks(this.db, games, (trx, part) =>
      trx
        .insertInto('games')
        .values(
          part.map((g) => ({
            id: g.id,
            season: g.season,
            week: g.week,
            kickoff: toIso(g.kickoff),
            home_team: g.home_team,
            away_team: g.away_team,
            home_score: g.home_score ?? null,
            away_score: g.away_score ?? null,
            status: g.status,
            venue_time_zone: g.venue_time_zone,
          })),
        )
        .onConflict((oc) => oc.column('id').doUpdateSet(excludedColumns(GAME_COLUMNS)))
        .execute(),
    );
  }

  async updateScore(id: string, score: ScoreUpdate): Promise<Game | null> {
    return notifying(this.changed, () =>
      updateById(
        this.db,
        'games',
        id,
        { home_score: score.home_score, away_score: score.away_score, status: score.status },
        toGame,
      ),
    );
  }
}
