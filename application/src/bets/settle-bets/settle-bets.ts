// Settlement of open bets, run whenever the owner reads or changes them, so a bet settles as soon as its game is
// graded without a job of its own: a bet on a pick takes the pick's grade (at the bet's own price); a bet entered
// by hand, whose pick was deleted before kickoff, or whose pick was re-made at another line or call, is graded
// from the stored box score by the same rule the picks use (the engine's gradePick on the log's stat value, a
// player who did not play pushes).
import {
  betClv,
  betProfit,
  betResultOfGrade,
  EngineStatType,
  logStatValue,
  type AiPick,
  type Bet,
  type BetRecord,
  type BetSettlement,
  type Game,
} from '@edgeboard/domain';
import { gradePick } from '@edgeboard/engine';
import type { SettlementDeps } from '../bets-deps';

/** When a box-score grade is recorded: as the pick grader does, 3.5 hours after kickoff. */
const gradedAt = (kickoff: string) => new Date(Date.parse(kickoff) + 3.5 * 3_600_000).toISOString();

/** A graded pick settles its bets at its grade and grading time. */
function fromPick(pick: AiPick, now: Date): BetSettlement | null {
  if (pick.result === null) return null;
  return {
    result: betResultOfGrade(pick.result),
    // Picks graded before graded_at was kept settle at the moment they are read.
    settled_at: pick.graded_at ?? now.toISOString(),
    game_id: pick.game_id ?? null,
  };
}

/**
 * Whether the pick still calls what the bet took: a regeneration keeps a prop's pick (its id) when the line or
 * the call moves, and the pick's grade at another line or side says nothing about the bet.
 */
const samePropAndCall = (pick: AiPick, bet: BetRecord) =>
  pick.stat_type === bet.stat_type && pick.line_value === bet.line && pick.pick === bet.side;

/** A bet graded on the player's box score line of that week, once its game is final. */
async function fromBoxScore(deps: SettlementDeps, bet: BetRecord): Promise<BetSettlement | null> {
  const statType = EngineStatType.safeParse(bet.stat_type);
  if (!statType.success || bet.player_id === null) return null;
  const logs = await deps.gameLogs.forPlayer(bet.player_id);
  const log = logs.find((l) =>
    bet.game_id ? l.game_id === bet.game_id : l.season === bet.season && l.week === bet.week,
  );
  if (log) {
    const game = await deps.games.get(log.game_id);
    if (game?.status !== 'final') return null;
    const actual = logStatValue(log, statType.data);
    const { result } = gradePick({ call: bet.side, line: bet.line, actual });
    return { result: betResultOfGrade(result), settled_at: gradedAt(game.kickoff), game_id: game.id };
  }
  // No line for him: once his game (or, not knowing it, every game of the week) is final, he did not play.
  const games: Game[] = bet.game_id
    ? [await deps.games.get(bet.game_id)].filter((g): g is Game => g !== null)
    : await deps.games.forWeek(bet.season, bet.week);
  if (games.length === 0 || games.some((g) => g.status !== 'final')) return null;
  const last = games.reduce((a, g) => (Date.parse(g.kickoff) > Date.parse(a.kickoff) ? g : a));
  return { result: 'push', settled_at: gradedAt(last.kickoff) };
}

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

/** One settled record: stored as settled, or, when another request settled it first, as that one stored it. */
async function settleOne(
  deps: SettlementDeps,
  bet: BetRecord,
  pick: AiPick | undefined,
): Promise<BetRecord | null> {
  if (bet.result !== null) return bet;
  const settlement =
    pick && samePropAndCall(pick, bet)
      ? fromPick(pick, deps.seasonClock.now())
      : await fromBoxScore(deps, bet);
  if (!settlement) return bet;
  if (await deps.bets.settle(bet.id, settlement)) {
    return {
      ...bet,
      result: settlement.result,
      settled_at: settlement.settled_at,
      game_id: settlement.game_id === undefined ? bet.game_id : settlement.game_id,
    };
  }
  // Another request settled it (or its owner deleted it) in the meantime: answer what is stored.
  return deps.bets.get(bet.user_id, bet.id);
}

/** Each distinct pick the bets follow, read once. */
async function picksOf(deps: Pick<SettlementDeps, 'picks'>, records: readonly BetRecord[]) {
  const picks = new Map<string, AiPick>();
  for (const id of new Set(records.map((b) => b.pick_id).filter((id): id is string => id !== null))) {
    const pick = await deps.picks.get(id);
    if (pick) picks.set(id, pick);
  }
  return (b: BetRecord) => (b.pick_id === null ? undefined : picks.get(b.pick_id));
}

/**
 * Settles what can be settled among the given bets and answers them as the API shows them (P/L, CLV against
 * each bet's pick), reading each pick once.
 */
export async function settleBets(deps: SettlementDeps, records: readonly BetRecord[]): Promise<Bet[]> {
  const pickOf = await picksOf(deps, records);
  const out: Bet[] = [];
  for (const record of records) {
    const settled = await settleOne(deps, record, pickOf(record));
    if (settled) out.push(toBet(settled, pickOf(settled)));
  }
  return out;
}

/** Stored bets as the API shows them, as they are (no settling): for records read after settlement ran. */
export async function betsOf(deps: Pick<SettlementDeps, 'picks'>, records: readonly BetRecord[]) {
  const pickOf = await picksOf(deps, records);
  return records.map((r) => toBet(r, pickOf(r)));
}
