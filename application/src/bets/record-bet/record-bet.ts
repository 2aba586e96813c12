// Recording a bet, from a pick (its player, stat, line and week) or by hand (a player from the list), placed
// before its game's kickoff (409 `bet_after_kickoff` otherwise); a bet entered late with its earlier placed time
// settles at once when its game is graded already. A subscriber keeps at most MAX_BETS_PER_USER bets (409
// `bet_limit_reached` past it).
import {
  BET_LIMIT_CODE,
  BET_LIMIT_MESSAGE,
  ConflictError,
  ForbiddenError,
  MAX_BETS_PER_USER,
  NotFoundError,
  propFeedCap,
  seasonWeekAt,
  ValidationError,
  type Bet,
  type BetCreate,
  type BetWrite,
  type SubscriptionState,
} from '@edgeboard/domain';
import type { BetsDeps } from '../bets-deps';
import { assertPlacedBeforeKickoff } from '../bet-kickoff/bet-kickoff';
import { settleBets, toBet } from '../settle-bets/settle-bets';

/** The pick's half of the row: 404 for an unknown pick, 403 for one the caller's tier may not open. */
async function fromPick(deps: BetsDeps, pickId: string, state: SubscriptionState) {
  const cap = propFeedCap(state);
  const access = Number.isFinite(cap) ? { now: deps.seasonClock.now().toISOString(), cap } : undefined;
  const found = await deps.picks.getWithGame(pickId, access);
  if (!found) throw new NotFoundError('Pick', pickId, 'Pick not found');
  // The same allowance as the pick's analysis: a pick the caller may not open cannot be tracked either.
  if (!found.open) throw new ForbiddenError();
  const p = found.pick;
  return {
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
}

/** A bet entered by hand: BetCreate's refinement guarantees the fields when there is no pick. */
async function byHand(deps: BetsDeps, input: BetCreate) {
  const { playerId, statType, line, side, week } = input as Required<BetCreate>;
  const player = await deps.players.get(playerId);
  if (!player)
    throw new ValidationError('Choose a player from the list', [
      { path: 'playerId', message: 'Choose a player from the list' },
    ]);
  return {
    pick_id: null,
    player: player.name,
    player_id: player.id,
    stat_type: statType,
    line,
    side,
    season: seasonWeekAt(deps.seasonClock.now()).season,
    week,
    game_id: null,
  };
}

export async function recordBet(
  deps: BetsDeps,
  caller: { userId: string; subscription: SubscriptionState },
  input: BetCreate,
): Promise<Bet> {
  const now = deps.clock.now().toISOString();
  // Checked before each insert (concurrent requests of one user may pass it together, by a few at most).
  if ((await deps.bets.countForUser(caller.userId)) >= (deps.maxBetsPerUser ?? MAX_BETS_PER_USER))
    throw new ConflictError(BET_LIMIT_MESSAGE, BET_LIMIT_CODE);
  const prop =
    input.pickId !== undefined
      ? await fromPick(deps, input.pickId, caller.subscription)
      : await byHand(deps, input);
  const placedAt = input.placedAt ?? deps.seasonClock.now().toISOString();
  await assertPlacedBeforeKickoff(deps, prop, placedAt);
  const write: BetWrite = {
    id: (deps.newId ?? (() => crypto.randomUUID()))(),
    user_id: caller.userId,
    sportsbook: input.sportsbook,
    odds: input.odds,
    stake: input.stake,
    placed_at: placedAt,
    created_at: now,
    updated_at: now,
    ...prop,
  };
  const created = await deps.bets.create(write);
  const [bet] = await settleBets(deps, [created]);
  return bet ?? toBet(created, undefined);
}
