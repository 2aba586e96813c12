import { PropLine } from '@edgeboard/domain';
import type {
  LinePull,
  Page,
  PROP_LINE_SORT_FIELDS,
  PropKey,
  PropLinePageQuery,
  PropLineRepository,
  PropLineUpdate,
  WeekLatestPull,
} from '@edgeboard/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { PropLinesTable } from '../tables';
import { adminPagedList, type SortColumns } from '../paged-list';
import {
  chunk,
  containsText,
  editedFields,
  INSERT_CHUNK,
  selectById,
  updateById,
  writeInChunks,
} from './query-helpers';

function toPropLine(row: Selectable<PropLinesTable>): PropLine {
  return parseRow(PropLine, 'prop_lines', {
    ...row,
    season: row.season ?? undefined,
    week: row.week ?? undefined,
    pulled_at: toIso(row.pulled_at),
    updated_at: toIso(row.updated_at),
  });
}

const PROP_LINE_ORDER: SortColumns<(typeof PROP_LINE_SORT_FIELDS)[number]> = {
  pulled_at: [{ column: 'pulled_at' }],
  player: [{ column: 'player', text: true }],
  stat_type: [{ column: 'stat_type' }],
  line_value: [{ column: 'line_value' }],
  sportsbook: [{ column: 'sportsbook', text: true }],
  week: [
    { column: 'season', nullable: true },
    { column: 'week', nullable: true },
  ],
};

export class SqlPropLineRepository implements PropLineRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(query: PropLinePageQuery): Promise<Page<PropLine>> {
    let qb = this.db.selectFrom('prop_lines');
    const search = query.search?.trim();
    if (search) qb = qb.where(containsText('player', search));
    if (query.statType) qb = qb.where('stat_type', '=', query.statType);
    if (query.season !== undefined) qb = qb.where('season', '=', query.season);
    if (query.week !== undefined) qb = qb.where('week', '=', query.week);
    const book = query.sportsbook?.trim();
    if (book) qb = qb.where(containsText('sportsbook', book));
    if (query.pulledFrom !== undefined) qb = qb.where('pulled_at', '>=', toIso(query.pulledFrom));
    if (query.pulledTo !== undefined) qb = qb.where('pulled_at', '<', toIso(query.pulledTo));
    return adminPagedList(
      qb.selectAll(),
      query,
      { keys: PROP_LINE_ORDER, defaultField: 'pulled_at' },
      toPropLine,
    );
  }

  get(id: string): Promise<PropLine | null> {
    return selectById(this.db, 'prop_lines', id, toPropLine);
  }

  async update(id: string, patch: PropLineUpdate): Promise<PropLine | null> {
    const set = editedFields(patch, ['player', 'stat_type', 'line_value', 'odds', 'sportsbook', 'game_id']);
    return updateById(this.db, 'prop_lines', id, set, toPropLine);
  }

  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('prop_lines').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  insertMany(lines: readonly PropLine[]): Promise<void> {
    return writeInChunks(this.db, lines, (trx, part) =>
      trx
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
        .execute(),
    );
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

  async latestPulls(season: number): Promise<WeekLatestPull[]> {
    const rows = await this.db
      .selectFrom('prop_lines')
      .select(['week', (eb) => eb.fn.max('pulled_at').as('pulled_at')])
      .where('season', '=', season)
      .where('week', 'is not', null)
      .groupBy('week')
      .orderBy('week')
      .execute();
    return rows.flatMap((r) => (r.week === null ? [] : [{ week: r.week, pulled_at: toIso(r.pulled_at) }]));
  }

  async history(prop: PropKey): Promise<LinePull[]> {
    const name = prop.player.trim().toLowerCase();
    const rows = await this.db
      .selectFrom('prop_lines')
      .select(['sportsbook', 'line_value', 'over_odds', 'under_odds', 'pulled_at'])
      .where('game_id', '=', prop.gameId)
      .where('stat_type', '=', prop.statType)
      .where((eb) =>
        prop.playerId === null
          ? eb(sql<string>`lower(trim(player))`, '=', name)
          : eb.or([
              eb('player_id', '=', prop.playerId),
              eb.and([eb('player_id', 'is', null), eb(sql<string>`lower(trim(player))`, '=', name)]),
            ]),
      )
      .orderBy('pulled_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      book: r.sportsbook,
      line: r.line_value,
      overOdds: r.over_odds,
      underOdds: r.under_odds,
      pulledAt: toIso(r.pulled_at),
    }));
  }

  async forPlayers(names: readonly string[]): Promise<PropLine[]> {
    const keys = [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n !== ''))];
    const out: PropLine[] = [];
    // Chunked like inserts: a file can name thousands of players and SQLite bounds the parameters.
    for (const part of chunk(keys, INSERT_CHUNK)) {
      const rows = await this.db
        .selectFrom('prop_lines')
        .selectAll()
        .where(sql<string>`lower(trim(player))`, 'in', part)
        .orderBy('pulled_at')
        .orderBy('id')
        .execute();
      out.push(...rows.map(toPropLine));
    }
    return out;
  }
}
