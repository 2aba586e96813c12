import { GameLogEntry } from '@edgeboard/domain';
import type { GameLogRepository } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow } from '../row-mapping';
import type { GameLogsTable } from '../tables';
import { excludedColumns, writeInChunks } from './query-helpers';

function toEntry(row: Selectable<GameLogsTable>): GameLogEntry {
  return parseRow(GameLogEntry, 'game_logs', row);
}

const STAT_COLUMNS = [
  'season',
  'week',
  'team',
  'opponent',
  'passing_yards',
  'passing_tds',
  'interceptions',
  'attempts',
  'completions',
  'rushing_yards',
  'rushing_tds',
  'carries',
  'receiving_yards',
  'receiving_tds',
  'receptions',
  'targets',
] as const;

export class SqlGameLogRepository implements GameLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async forPlayer(playerId: string): Promise<GameLogEntry[]> {
    const rows = await this.db
      .selectFrom('game_logs')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('season')
      .orderBy('week')
      .orderBy('game_id')
      .execute();
    return rows.map(toEntry);
  }

  async forSeasons(seasons: readonly number[]): Promise<GameLogEntry[]> {
    if (seasons.length === 0) return [];
    const rows = await this.db
      .selectFrom('game_logs')
      .selectAll()
      .where('season', 'in', [...seasons])
      .orderBy('season')
      .orderBy('week')
      .orderBy('player_id')
      .orderBy('game_id')
      .execute();
    return rows.map(toEntry);
  }

  insertMany(entries: readonly GameLogEntry[]): Promise<void> {
    return writeInChunks(this.db, entries, (trx, part) =>
      trx
        .insertInto('game_logs')
        .values(part.map((e) => ({ ...e })))
        .onConflict((oc) => oc.columns(['player_id', 'game_id']).doUpdateSet(excludedColumns(STAT_COLUMNS)))
        .execute(),
    );
  }
}
