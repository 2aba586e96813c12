// Settlement of open bets, run whenever the owner reads or changes them, so a bet settles as soon as its game is
// graded without a job of its own: a bet on a pick takes the pick's grade (at the bet's own price); a bet entered
// by hand, or whose pick was replaced before kickoff, is graded from the stored box score by the same rule the
// picks use (the engine's gradePick on statValue, a player who did not play pushes).
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import {
  betResultOfGrade,
  EngineStatType,
  type AiPick,
  type BetRecord,
  type BetSettlement,
  type Game,
} from '@edgeboard/domain';
import { gradePick, statValue } from '@edgeboard/engine';
import { engineRows } from '@edgeboard/fixtures';

export type SettlementRepositories = Pick<SqlRepositories, 'bets' | 'aiPicks' | 'games' | 'gameLogs'>;

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

/** A bet graded on the player's box score line of that week, once its game is final. */
async function fromBoxScore(repos: SettlementRepositories, bet: BetRecord): Promise<BetSettlement | null> {
  const statType = EngineStatType.safeParse(bet.stat_type);
  if (!statType.success || bet.player_id === null) return null;
  const logs = await repos.gameLogs.forPlayer(bet.player_id);
  const log = logs.find((l) =>
    bet.game_id ? l.game_id === bet.game_id : l.season === bet.season && l.week === bet.week,
  );
  if (log) {
    const game = await repos.games.get(log.game_id);
    if (game?.status !== 'final') return null;
    const [row] = engineRows({ players: [], games: [], gameLogs: [log] });
    if (!row) return null;
    const { result } = gradePick({ call: bet.side, line: bet.line, actual: statValue(row, statType.data) });
    return { result: betResultOfGrade(result), settled_at: gradedAt(game.kickoff), game_id: game.id };
  }
  // No line for him: once his game (or, not knowing it, every game of the week) is final, he did not play.
  const games: Game[] = bet.game_id
    ? [await repos.games.get(bet.game_id)].filter((g): g is Game => g !== null)
    : await repos.games.forWeek(bet.season, bet.week);
  if (games.length === 0 || games.some((g) => g.status !== 'final')) return null;
  const last = games.reduce((a, g) => (Date.parse(g.kickoff) > Date.parse(a.kickoff) ? g : a));
  return { result: 'push', settled_at: gradedAt(last.kickoff) };
}

/**
 * Settles what can be settled among the given bets and answers them as stored afterwards, with each bet's pick
 * (for its close), so the caller reads them without a second query.
 */
export async function settleOpenBets(
  repos: SettlementRepositories,
  bets: readonly BetRecord[],
  now: Date,
): Promise<{ bets: BetRecord[]; picks: Map<string, AiPick> }> {
  const picks = new Map<string, AiPick>();
  for (const id of new Set(bets.map((b) => b.pick_id).filter((id): id is string => id !== null))) {
    const pick = await repos.aiPicks.get(id);
    if (pick) picks.set(id, pick);
  }
  const out: BetRecord[] = [];
  for (const bet of bets) {
    if (bet.result !== null) {
      out.push(bet);
      continue;
    }
    const pick = bet.pick_id === null ? undefined : picks.get(bet.pick_id);
    const settlement = pick ? fromPick(pick, now) : await fromBoxScore(repos, bet);
    if (!settlement) {
      out.push(bet);
    } else if (await repos.bets.settle(bet.id, settlement)) {
      out.push({
        ...bet,
        result: settlement.result,
        settled_at: settlement.settled_at,
        game_id: settlement.game_id === undefined ? bet.game_id : settlement.game_id,
      });
    } else {
      // Another request settled it (or its owner deleted it) in the meantime: answer what is stored.
      const stored = await repos.bets.get(bet.user_id, bet.id);
      if (stored) out.push(stored);
    }
  }
  return { bets: out, picks };
}
