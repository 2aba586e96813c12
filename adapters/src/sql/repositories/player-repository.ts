import { Player } from '@edgeboard/domain';
import type { Page, PlayerPageQuery, PlayerRepository, PlayerUpdate } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { PlayersTable } from '../tables';
import { pagedList } from '../paged-list';
import {
  containsText,
  editedFields,
  excludedColumns,
  selectById,
  updateById,
  writeInChunks,
} from './query-helpers';

function toPlayer(row: Selectable<PlayersTable>): Player {
  return parseRow(Player, 'players', { ...row, updated_at: toIso(row.updated_at) });
}

const PLAYER_COLUMNS = [
  'name',
  'position',
  'team_name',
  'espn_id',
  'pff_id',
  'sleeper_id',
  'updated_at',
] as const;

export class SqlPlayerRepository implements PlayerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: PlayerPageQuery): Promise<Page<Player>> {
    let qb = this.db.selectFrom('players');
    const search = query.search?.trim();
    if (search) qb = qb.where(containsText('name', search));
    if (query.position) qb = qb.where('position', '=', query.position);
    return pagedList(qb.selectAll().orderBy('name').orderBy('id'), query, toPlayer);
  }

  async all(): Promise<Player[]> {
    const rows = await this.db.selectFrom('players').selectAll().orderBy('name').orderBy('id').execute();
    return rows.map(toPlayer);
  }

  async get(id: string): Promise<Player | null> {
    return selectById(this.db, 'players', id, toPlayer);
  }

  async update(id: string, patch: PlayerUpdate): Promise<Player | null> {
    const set = editedFields(patch, ['name', 'position', 'team_name', 'espn_id', 'pff_id', 'sleeper_id']);
    return updateById(this.db, 'players', id, set, toPlayer);
  }

  upsertMany(players: readonly Player[]): Promise<void> {
    return writeInChunks(this.db, players, (trx, part) =>
      trx
        .insertInto('players')
        .values(
          part.map((p) => ({
            id: p.id,
            name: p.name,
            position: p.position,
            team_name: p.team_name,
            espn_id: p.espn_id ?? null,
            pff_id: p.pff_id ?? null,
            sleeper_id: p.sleeper_id ?? null,
            updated_at: toIso(p.updated_at),
          })),
        )
        .onConflict((oc) => oc.column('id').doUpdateSet(excludedColumns(PLAYER_COLUMNS)))
        .execute(),
    );
  }
}
