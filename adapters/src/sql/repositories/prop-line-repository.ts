import { PropLine } from '@edgeboard/domain';
import type { Page, PropLinePageQuery, PropLineRepository, PropLineUpdate } from '@edgeboard/domain';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseRow, toIso } from '../row-mapping';
import type { PropLinesTable } from '../tables';
import { chunk, containsText, countRows, INSERT_CHUNK, inTransaction, pageBounds } from './query-helpers';

function toPropLine(row: Selectable<PropLinesTable>): PropLine {
  return parseRow(PropLine, 'prop_lines', {
    ...row,
    season: row.season ?? undefined,
    week: row.week ?? undefined,
    pulled_at: toIso(row.pulled_at),
    updated_at: toIso(row.updated_at),
  });
}

export class SqlPropLineRepository implements PropLineRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: PropLinePageQuery): Promise<Page<PropLine>> {
    let qb = this.db.selectFrom('prop_lines');
    const search = query.search?.trim();
    if (search) qb = qb.where(containsText('player', search));
    if (query.statType) qb = qb.where('stat_type', '=', query.statType);
    const { limit, offset } = pageBounds(query);
    const [count, rows] = await Promise.all([
      countRows(qb),
      qb.selectAll().orderBy('pulled_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    ]);
    return { data: rows.map(toPropLine), count };
  }

  async get(id: string): Promise<PropLine | null> {
    const row = await this.db.selectFrom('prop_lines').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPropLine(row) : null;
  }

  async update(id: string, patch: PropLineUpdate): Promise<PropLine | null> {
    const set: Updateable<PropLinesTable> = { updated_at: nowIso() };
    if (patch.player !== undefined) set.player = patch.player;
    if (patch.stat_type !== undefined) set.stat_type = patch.stat_type;
    if (patch.line_value !== undefined) set.line_value = patch.line_value;
    if (patch.odds !== undefined) set.odds = patch.odds;
    if (patch.sportsbook !== undefined) set.sportsbook = patch.sportsbook;
    if (patch.game_id !== undefined) set.game_id = patch.game_id;
    const row = await this.db
      .updateTable('prop_lines')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toPropLine(row) : null;
  }

  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('prop_lines').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async insertMany(lines: readonly PropLine[]): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      for (const part of chunk(lines, INSERT_CHUNK)) {
        await trx
          .insertInto('prop_lines')
          .values(
            part.map((l) => ({
              id: l.id,
              player: l.player,
              player_id: l.player_id ?? null,
              stat_type: l.stat_type,
              line_value: l.line_value,
              odds: l.odds,
              over_odds: l.over_odds ?? null,
              under_odds: l.under_odds ?? null,
              sportsbook: l.sportsbook,
              game_id: l.game_id,
              season: l.season ?? null,
              week: l.week ?? null,
              pulled_at: toIso(l.pulled_at),
              updated_at: toIso(l.updated_at),
            })),
          )
          .execute();
      }
    });
  }

  async forWeek(season: number, week: number): Promise<PropLine[]> {
    const rows = await this.db
      .selectFrom('prop_lines')
      .selectAll()
      .where('season', '=', season)
      .where('week', '=', week)
      .orderBy('player')
      .orderBy('stat_type')
      .orderBy('id')
      .execute();
    return rows.map(toPropLine);
  }
}
