// The prop feed's one statement over ai_picks: filters on the feed index, the capped tiers' allowance computed
// inside the statement (ROW_NUMBER over the season's upcoming picks in value order), the page and the count
// together.
import type {
  CappedAccess,
  Page,
  PickFeedFilter,
  PickFeedQuery,
  PickFeedSortField,
  PickWithGame,
  SortOrder,
} from '@edgeboard/domain';
import { PLAY_VERDICT } from '@edgeboard/domain';
import { sql } from 'kysely';
import type { Expression, Kysely, RawBuilder, Selectable, SqlBool } from 'kysely';
import type { Database } from '../db';
import { toIso } from '../row-mapping';
import type { AiPicksTable } from '../tables';
import { JOINED_GAME_COLUMNS, toPickWithGame, type JoinedGame } from './ai-pick-rows';
import { containsText } from './query-helpers';

/** A condition no row meets: an empty list of allowed values. */
export const NOTHING = sql<SqlBool>`1 = 0`;

type PageRow = Selectable<AiPicksTable> & JoinedGame;

/** 0 for a play, 1 for the rest (a null verdict included): ascending puts plays first. */
const playsBeforeRest = (table: string) =>
  sql`case when ${sql.ref(`${table}.verdict`)} = 'play' then 0 else 1 end`;
const lastIfNull = (column: string) => sql`case when ${sql.ref(column)} is null then 1 else 0 end`;

/**
 * The feed's ORDER BY terms: plays first when asked (in either direction), the field in the chosen direction
 * (EV then Edge Score for `ev`), then the id in the same direction, so every page is a stable slice. Picks
 * without a price (ev) or a game (start_time) go last in both directions, as neither engine's NULL order is
 * portable.
 */
function feedOrder(
  sortBy: PickFeedSortField,
  sortOrder: SortOrder,
  playsFirst: boolean,
): RawBuilder<unknown> {
  const dir = sql.raw(sortOrder === 'asc' ? 'asc' : 'desc');
  const by = (column: string) => sql`${sql.ref(column)} ${dir}`;
  const terms: Record<PickFeedSortField, RawBuilder<unknown>[]> = {
    confidence: [by('ai_picks.confidence')],
    created_at: [by('ai_picks.created_at')],
    stat_type: [by('ai_picks.stat_type')],
    ev: [lastIfNull('ai_picks.ev'), by('ai_picks.ev'), by('ai_picks.confidence')],
    start_time: [lastIfNull('games.kickoff'), by('games.kickoff')],
  };
  return sql.join([
    ...(playsFirst ? [playsBeforeRest('ai_picks')] : []),
    ...terms[sortBy],
    by('ai_picks.id'),
  ]);
}

/**
 * The allowance's order (the domain's compareByValue): plays first, EV high to low with unpriced picks last,
 * Edge Score high to low, then publication time and id.
 */
const valueOrder = (table: string) =>
  sql.join([
    playsBeforeRest(table),
    lastIfNull(`${table}.ev`),
    sql`${sql.ref(`${table}.ev`)} desc`,
    sql`${sql.ref(`${table}.confidence`)} desc`,
    sql.ref(`${table}.created_at`),
    sql.ref(`${table}.id`),
  ]);

export class AiPickFeedQuery {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The feed's filters on ai_picks alone (the game status through a subquery), so counting a week
   * reads only the feed index and never joins. `openTo` is left to the caller: it narrows the page, not the count.
   */
  private feedBase(f: PickFeedFilter) {
    let qb = this.db.selectFrom('ai_picks');
    if (f.season !== undefined) qb = qb.where('ai_picks.season', '=', f.season);
    if (f.week !== undefined) qb = qb.where('ai_picks.week', '=', f.week);
    if (f.minConfidence !== undefined && f.minConfidence > 0) {
      qb = qb.where('ai_picks.confidence', '>=', f.minConfidence);
    }
    if (f.statTypes) {
      qb = f.statTypes.length ? qb.where('ai_picks.stat_type', 'in', [...f.statTypes]) : qb.where(NOTHING);
    }
    const player = f.player?.trim();
    if (player) qb = qb.where(containsText('ai_picks.player', player));
    const statuses = f.gameStatuses;
    if (statuses) {
      qb = statuses.length
        ? qb.where('ai_picks.game_id', 'in', (eb) =>
            eb
              .selectFrom('games')
              .select('games.id')
              .where('games.status', 'in', [...statuses]),
          )
        : qb.where(NOTHING);
    }
    if (f.ids) qb = f.ids.length ? qb.where('ai_picks.id', 'in', [...f.ids]) : qb.where(NOTHING);
    if (f.playsOnly) qb = qb.where('ai_picks.verdict', '=', PLAY_VERDICT);
    if (f.upcomingAt !== undefined) qb = qb.where('ai_picks.game_id', 'in', this.upcomingGames(f.upcomingAt));
    return qb;
  }

  /** Games not started at `now`: still scheduled and kicking off after it. */
  private upcomingGames(now: string) {
    return this.db
      .selectFrom('games')
      .select('games.id')
      .where('games.status', '=', 'scheduled')
      .where('games.kickoff', '>', toIso(now));
  }

  /**
   * The row's game (`ai_picks` in scope) started by `now`: whatever is not upcoming (live, final, canceled, or
   * past kick-off). Looked up by the game's key per row, never as the list of every started game: that list
   * holds every past season's games, so reading it grew with the seasons kept (issue #34 item 2).
   */
  private gameStarted(now: string) {
    return this.db
      .selectFrom('games')
      .select(sql`1`.as('one'))
      .where('games.id', '=', sql.ref<string>('ai_picks.game_id'))
      .where((eb) => eb.or([eb('games.status', '<>', 'scheduled'), eb('games.kickoff', '<=', toIso(now))]));
  }

  /**
   * Whether a capped caller may open the pick (the row in scope as `ai_picks`): its game has started, or it is
   * among the first `cap` upcoming picks of `season` in value order (ROW_NUMBER over the season's upcoming
   * picks, so the allowance is computed inside the statement that uses it).
   */
  openable(access: CappedAccess, season: number | Expression<number>): Expression<SqlBool> {
    // An embedded query brings its own parentheses.
    const started = sql<SqlBool>`exists ${this.gameStarted(access.now)}`;
    if (access.cap <= 0) return started;
    const ranked = this.db
      .selectFrom('ai_picks as a')
      .select(['a.id', sql<number>`row_number() over (order by ${valueOrder('a')})`.as('n')])
      .where('a.season', '=', season)
      .where('a.game_id', 'in', this.upcomingGames(access.now))
      .as('ranked');
    const allowance = this.db.selectFrom(ranked).select('ranked.id').where('ranked.n', '<=', access.cap);
    return sql<SqlBool>`(${started} or ${sql.ref('ai_picks.id')} in ${allowance})`;
  }

  /**
   * One statement: the count of every match as a one-row table, left-joined to the page's ids (so an empty page
   * still brings the count), then the page's rows and games by id, in the page's order. The ids are chosen
   * first because sorting a whole season's matches with every column (the analysis text included) and a
   * window over them cost ~2 s at 100,000 picks in a season, against ~0.2 s for the ids alone (issue 34).
   */
  async feed(q: PickFeedQuery): Promise<Page<PickWithGame>> {
    const order = feedOrder(q.sortBy, q.sortOrder, q.playsFirst === true);
    let page = this.feedBase(q);
    if (q.openTo) page = page.where(this.openable(q.openTo, q.openTo.season));
    // Only the start-time order reads the game (its kickoff) to choose the page.
    const ids = (
      q.sortBy === 'start_time'
        ? page.leftJoin('games', 'games.id', 'ai_picks.game_id').select('ai_picks.id as page_id')
        : page.select('ai_picks.id as page_id')
    )
      .orderBy(order)
      .limit(Math.max(0, q.limit))
      .offset(Math.max(0, q.offset))
      .as('k');
    const rows = await this.db
      .selectFrom(
        this.feedBase(q)
          .select(sql<number>`count(*)`.as('total'))
          .as('t'),
      )
      .leftJoin(ids, (join) => join.on(sql<SqlBool>`1 = 1`))
      .leftJoin('ai_picks', 'ai_picks.id', 'k.page_id')
      .leftJoin('games', 'games.id', 'ai_picks.game_id')
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .select('t.total')
      .orderBy(order)
      .execute();
    const data: PickWithGame[] = [];
    for (const { total: _total, ...row } of rows) {
      // The page's columns are null on the one row of an empty page.
      if (row.id !== null) data.push(toPickWithGame(row as PageRow));
    }
    return { data, count: rows[0]?.total ?? 0 };
  }
}
