import type { SortOrder } from '../../entities/common';
import type { Game, GameStatus } from '../../entities/game';
import type { AiPick, AiPickUpdate, PickResult, StatType } from '../../entities/prop';
import type { AiPickVersion } from '../../entities/pick-ledger';
import type { AI_PICK_SORT_FIELDS, ConfidenceBand, PickResultFilter } from '../../entities/admin-queries';
import type { Page } from '../../entities/page';
import type { AdminSort, PageRequest } from './paging';

/** A pick with its game (null when the pick names no game or the game is unknown). */
export interface PickWithGame {
  pick: AiPick;
  game: Game | null;
}

/**
 * What the record, the summaries and the calibration read of a graded pick: its call, price, result and close,
 * without the analysis, projection and price ladders that are most of a pick's bytes (reading those for every
 * graded pick took ~70 µs a pick, issue #34).
 */
export type GradedPickFacts = Pick<
  AiPick,
  | 'id'
  | 'season'
  | 'week'
  | 'player'
  | 'team'
  | 'opponent'
  | 'stat_type'
  | 'pick'
  | 'line_value'
  | 'confidence'
  | 'odds'
  | 'best_book'
  | 'sportsbook'
  | 'verdict'
  | 'result'
  | 'profit'
  | 'graded_at'
  | 'created_at'
  | 'closing'
>;

/** A graded pick's facts with what the record shows of its game. */
export interface GradedPickWithGame {
  pick: GradedPickFacts;
  game: Pick<Game, 'kickoff' | 'home_team' | 'away_team'> | null;
}

export interface PickFeedFilter {
  season?: number;
  week?: number;
  minConfidence?: number;
  /** Any of these stat types; an empty list matches nothing. */
  statTypes?: readonly StatType[];
  /** Case-insensitive substring of the player name. */
  player?: string;
  /** Status of the pick's game; picks without a game never match a status filter. */
  gameStatuses?: readonly GameStatus[];
  /** Only these picks (a tier's allowance); an empty list matches nothing. */
  ids?: readonly string[];
  /** Only picks whose verdict is a play. */
  playsOnly?: boolean;
  /** Only picks of games not yet started at this instant (status scheduled, kick-off after it). */
  upcomingAt?: string;
  /**
   * Only what a capped tier may open (see CappedAccess), its allowance taken from `season`. It narrows the
   * page, never `count`.
   */
  openTo?: CappedAccess & { season: number };
}

/**
 * What a capped tier may open at `now`: picks of games started by then (the public record), plus its allowance,
 * the first `cap` picks of the season whose games have not started at `now`, in value order (the domain's
 * compareByValue: plays first, by EV then Edge Score; in all, not per week, and fixed whatever the filters).
 * Picks without a game are neither.
 */
export interface CappedAccess {
  now: string;
  cap: number;
}

export type PickFeedSortField = 'confidence' | 'created_at' | 'stat_type' | 'start_time' | 'ev';

export interface PickFeedQuery extends PickFeedFilter {
  /** Plays before the rest, whatever the sort and its direction; the sort orders each part. */
  playsFirst?: boolean;
  /** `ev` orders by EV, then Edge Score, in the same direction. */
  sortBy: PickFeedSortField;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

export interface GradedPickFilter {
  statTypes?: readonly StatType[];
  result?: PickResult;
  /** Only picks whose date (game kick-off, else grading time) is at or after this instant. */
  since?: string;
  /** Only plays: picks not published as a pass (verdict no_play). */
  plays?: boolean;
}

export type GradedPickSortField = 'date' | 'confidence' | 'profit';

export interface GradedPickQuery extends GradedPickFilter, PageRequest {
  sortBy: GradedPickSortField;
  sortOrder: SortOrder;
}

export interface AdminPickPageQuery extends PageRequest, AdminSort<(typeof AI_PICK_SORT_FIELDS)[number]> {
  /** Case-insensitive partial match on player or opponent. */
  search?: string;
  statType?: StatType;
  band?: ConfidenceBand;
  season?: number;
  week?: number;
  /** A graded result, or `pending` for picks not graded yet. */
  result?: PickResultFilter;
}

export interface PickGrade {
  result: PickResult;
  actual_value: number;
  profit: number;
  graded_at: string;
}

export interface AiPickRepository {
  /**
   * One page, sorted by the field, ties broken by id in the same direction; `count` is every pick matching the
   * filter, `openTo` aside (so a capped caller learns how many an upgrade would open). One statement.
   */
  feed(query: PickFeedQuery): Promise<Page<PickWithGame>>;
  get(id: string): Promise<AiPick | null>;
  /**
   * A pick with its game, and whether a caller with `access` may open it (always, without `access`). One
   * statement.
   */
  getWithGame(
    id: string,
    access?: CappedAccess,
  ): Promise<(PickWithGame & { open: boolean; versionCount: number }) | null>;
  forWeek(season: number, week: number): Promise<AiPick[]>;
  /**
   * The picks still to grade: ungraded picks of the season's weeks 1..throughWeek whose game is final, with
   * their games, by week then creation time. One statement.
   */
  ungradedFinal(season: number, throughWeek: number): Promise<PickWithGame[]>;
  /**
   * Edits a pick. A change of a published field keeps the values it replaced as a version, in the same
   * transaction, dated `editedAt` (season time; now when left out). A locked pick's published fields are
   * refused (ConflictError `pick_locked`).
   */
  update(id: string, patch: AiPickUpdate, editedAt?: string): Promise<AiPick | null>;
  grade(id: string, grade: PickGrade): Promise<AiPick | null>;
  /** Refused for a locked pick (ConflictError `pick_locked`). */
  delete(id: string): Promise<boolean>;
  /** Locks every unlocked pick whose game has started at `now` (season time); returns how many. */
  lockStarted(now: string): Promise<number>;
  /** The pick's versions, oldest first. */
  versions(pickId: string): Promise<AiPickVersion[]>;
  insertMany(picks: readonly AiPick[]): Promise<void>;
  /**
   * Replaces the week's ungraded picks with `picks` in one transaction: a pick whose id is stored is rewritten in
   * place (the same row, so bets and notices keep pointing at it; it keeps its first publication time and, when
   * a published field changes, the values it replaces as a version), a new id is inserted, and the week's other
   * ungraded unlocked picks are deleted. Graded and locked picks stay as they are (a pick with a kept pick's id is
   * not written).
   */
  replaceUngradedForWeek(
    season: number,
    week: number,
    picks: readonly AiPick[],
  ): Promise<{ deleted: number; inserted: number; updated: number }>;
  /**
   * Writes each pick over the ungraded pick with its id, in place as replaceUngradedForWeek does (or as a new
   * one); a graded or locked pick with that id stays as it is. Returns how many were written.
   */
  replaceUngraded(picks: readonly AiPick[]): Promise<number>;
  /** Graded picks, paged. Date means the game's kick-off, else the grading time. */
  graded(query: GradedPickQuery): Promise<Page<PickWithGame>>;
  /** Every graded pick matching the filter, oldest first (summaries and streaks), as its facts only. */
  gradedAll(filter: GradedPickFilter): Promise<GradedPickWithGame[]>;
  /**
   * A value that changes when a pick is graded, graded again or its grade removed: the count of graded picks
   * and the last grading time. Cheap (an index), so a cache of every graded pick can ask it instead of reloading.
   */
  gradedVersion(): Promise<string>;
  /** Newest first unless sorted (week: season then week); ties by id. High is 80+, medium 60-79, low below 60. */
  adminList(query: AdminPickPageQuery): Promise<Page<AiPick>>;
}
