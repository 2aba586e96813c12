// A bet is tracked only if it was placed before its game kicked off (issue #28 item 5): a bet recorded on a
// finished game would settle the moment it is made, before its own placed time, and turn the tracker's ROI into
// hindsight. The game is the pick's, else the player's team's game that week; not knowing it, the week's last
// kickoff (so a bet is refused only when every game of the week had started).
import {
  BET_AFTER_KICKOFF_CODE,
  BET_AFTER_KICKOFF_MESSAGE,
  ConflictError,
  type Game,
  type GameRepository,
  type PlayerRepository,
} from '@edgeboard/domain';

export interface KickoffDeps {
  games: Pick<GameRepository, 'get' | 'forWeek'>;
  players: Pick<PlayerRepository, 'get'>;
}

/** What the bet is on, as stored (a pick's copy or the hand-entered prop). */
export interface BetProp {
  game_id: string | null;
  player_id: string | null;
  season: number;
  week: number;
}

/** The kickoff (ISO) the bet must be placed before, or null when the week has no stored game. */
export async function betKickoff(deps: KickoffDeps, bet: BetProp): Promise<string | null> {
  if (bet.game_id !== null) {
    const game = await deps.games.get(bet.game_id);
    if (game) return game.kickoff;
  }
  const games = await deps.games.forWeek(bet.season, bet.week);
  if (games.length === 0) return null;
  const player = bet.player_id === null ? null : await deps.players.get(bet.player_id);
  const own = player
    ? games.find((g) => g.home_team === player.team_name || g.away_team === player.team_name)
    : undefined;
  if (own) return own.kickoff;
  const last = games.reduce((a: Game, g) => (Date.parse(g.kickoff) > Date.parse(a.kickoff) ? g : a));
  return last.kickoff;
}

/** 409 `bet_after_kickoff` when `placedAt` is at or after the bet's kickoff. */
export async function assertPlacedBeforeKickoff(
  deps: KickoffDeps,
  bet: BetProp,
  placedAt: string,
): Promise<void> {
  const kickoff = await betKickoff(deps, bet);
  if (kickoff !== null && Date.parse(placedAt) >= Date.parse(kickoff))
    throw new ConflictError(BET_AFTER_KICKOFF_MESSAGE, BET_AFTER_KICKOFF_CODE);
}
