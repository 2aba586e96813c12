// The bet tracker's use cases (issue #19 item 5): every call is the owner's, and settles what can be settled
// first, so a list, an export or an edit always sees the bet as graded.
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import {
  betClv,
  betProfit,
  betsAnswer,
  betsCsv,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  propFeedCap,
  seasonWeekAt,
  ValidationError,
  type AiPick,
  type Bet,
  type BetCreate,
  type BetRecord,
  type BetsResponse,
  type BetUpdate,
  type BetWrite,
  type Clock,
  type SubscriptionState,
} from '@edgeboard/domain';
import { randomUUID } from 'node:crypto';
import { settleOpenBets } from './settle-bets';

export type BetsRepositories = Pick<SqlRepositories, 'bets' | 'aiPicks' | 'games' | 'gameLogs' | 'players'>;

export const BET_SETTLED_MESSAGE = 'This bet has settled and can no longer be changed.';

/** The API's view of a stored bet: its P/L at its own price and stake, and its CLV against its pick's close. */
export function toBet(r: BetRecord, pick: AiPick | undefined): Bet {
  return {
    id: r.id,
    pickId: r.pick_id,
    sportsbook: r.sportsbook,
    odds: r.odds,
    stake: r.stake,
    player: r.player,
    playerId: r.player_id,
    statType: r.stat_type,
    line: r.line,
    side: r.side,
    season: r.season,
    week: r.week,
    gameId: r.game_id,
    placedAt: r.placed_at,
    result: r.result,
    settledAt: r.settled_at,
    profit: r.result === null ? null : betProfit(r.result, r.odds, r.stake),
    clv: pick
      ? betClv({ odds: r.odds, line: r.line }, { price: pick.odds ?? null, closing: pick.closing })
      : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export class BetsService {
  constructor(
    private readonly repos: BetsRepositories,
    /** Real time, for created/updated stamps. */
    private readonly clock: Clock,
    /** The season's time (the demo season's or a replay's), for the season and the default placed time. */
    private readonly seasonClock: Clock,
  ) {}

  private async settled(records: readonly BetRecord[]): Promise<Bet[]> {
    const { bets, picks } = await settleOpenBets(this.repos, records, this.seasonClock.now());
    return bets.map((b) => toBet(b, b.pick_id === null ? undefined : picks.get(b.pick_id)));
  }

  async list(userId: string): Promise<BetsResponse> {
    return betsAnswer(await this.settled(await this.repos.bets.forUser(userId)));
  }

  async csv(userId: string): Promise<string> {
    return betsCsv(await this.settled(await this.repos.bets.forUser(userId)));
  }

  /** The user's bet as it stands now (settled if its game is graded); 404 for anyone else's. */
  private async own(userId: string, id: string): Promise<Bet> {
    const record = await this.repos.bets.get(userId, id);
    if (!record) throw new NotFoundError('Bet', id, 'Bet not found');
    const [bet] = await this.settled([record]);
    if (!bet) throw new NotFoundError('Bet', id, 'Bet not found');
    return bet;
  }

  async create(userId: string, state: SubscriptionState, input: BetCreate): Promise<Bet> {
    const now = this.clock.now().toISOString();
    const placedAt = input.placedAt ?? this.seasonClock.now().toISOString();
    const base = { id: randomUUID(), user_id: userId, sportsbook: input.sportsbook, odds: input.odds };
    const stamps = { stake: input.stake, placed_at: placedAt, created_at: now, updated_at: now };
    let write: BetWrite;
    if (input.pickId !== undefined) {
      const cap = propFeedCap(state);
      const access = Number.isFinite(cap) ? { now: this.seasonClock.now().toISOString(), cap } : undefined;
      const found = await this.repos.aiPicks.getWithGame(input.pickId, access);
      if (!found) throw new NotFoundError('Pick', input.pickId, 'Pick not found');
      // The same allowance as the pick's analysis: a pick the caller may not open cannot be tracked either.
      if (!found.open) throw new ForbiddenError();
      const p = found.pick;
      write = {
        ...base,
        ...stamps,
        pick_id: p.id,
        player: p.player,
        player_id: p.player_id ?? null,
        stat_type: p.stat_type,
        line: p.line_value,
        side: p.pick,
        season: p.season,
        week: p.week,
        game_id: p.game_id ?? null,
      };
    } else {
      // BetCreate's refinement guarantees these when there is no pick.
      const { playerId, statType, line, side, week } = input as Required<BetCreate>;
      const player = await this.repos.players.get(playerId);
      if (!player)
        throw new ValidationError('Choose a player from the list', [
          { path: 'playerId', message: 'Choose a player from the list' },
        ]);
      write = {
        ...base,
        ...stamps,
        pick_id: null,
        player: player.name,
        player_id: player.id,
        stat_type: statType,
        line,
        side,
        season: seasonWeekAt(this.seasonClock.now()).season,
        week,
        game_id: null,
      };
    }
    const created = await this.repos.bets.create(write);
    const [bet] = await this.settled([created]);
    return bet ?? toBet(created, undefined);
  }

  /** Changes an open bet; a settled bet's book, price and stake stay as they settled (409). */
  async update(userId: string, id: string, patch: BetUpdate): Promise<Bet> {
    const current = await this.own(userId, id);
    if (current.result !== null) throw new ConflictError(BET_SETTLED_MESSAGE, 'bet_settled');
    const updated = await this.repos.bets.updateOpen(userId, id, {
      ...(patch.sportsbook !== undefined && { sportsbook: patch.sportsbook }),
      ...(patch.odds !== undefined && { odds: patch.odds }),
      ...(patch.stake !== undefined && { stake: patch.stake }),
      ...(patch.placedAt !== undefined && { placed_at: patch.placedAt }),
      updated_at: this.clock.now().toISOString(),
    });
    if (!updated) throw new ConflictError(BET_SETTLED_MESSAGE, 'bet_settled');
    const [bet] = await this.settled([updated]);
    return bet ?? toBet(updated, undefined);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repos.bets.delete(userId, id))) throw new NotFoundError('Bet', id, 'Bet not found');
  }
}
