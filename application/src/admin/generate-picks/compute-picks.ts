// The pick engine over some of one week's prop lines: one pick per player and stat type, priced against every
// book's line (the engine posts the sharpest book at the consensus line, combines its no-vig probability with
// the model and finds the best price for the call), from the stored game logs of earlier weeks only. Graded
// picks, and picks whose game has kicked off by the season clock (the ledger), are skipped, never recomputed.
// Generation, re-pricing after a line edit and hosted publishing all compute through here.
import {
  EngineStatType,
  hasKickedOff,
  NotFoundError,
  type AiPick,
  type AiPickRepository,
  type Clock,
  type Game,
  type GameLogRepository,
  type GameRepository,
  type PlayerRepository,
  type PropLine,
  type PropLineRepository,
} from '@edgeboard/domain';
import {
  buildHistory,
  loadDefaultModel,
  pickCallFields,
  pickMarketFields,
  predictProp,
  toGameLogRow,
  type EngineModel,
} from '@edgeboard/engine';
import { propBooks, type PropBooks } from './engine-inputs';

export interface GenerateDeps {
  clock: Clock;
  /**
   * The time in the season the lines belong to, for the engine's stale-line check: the demo season's
   * shifted clock locally (its lines carry demo-season pull times), real time when hosted. Defaults to clock.
   */
  seasonClock?: Clock;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  gameLogs: Pick<GameLogRepository, 'forSeasons'>;
  players: Pick<PlayerRepository, 'all'>;
  games: Pick<GameRepository, 'forWeek'>;
  picks: Pick<AiPickRepository, 'forWeek' | 'replaceUngradedForWeek' | 'replaceUngraded' | 'lockStarted'>;
  /** The fitted model; the engine's default model when not given. */
  model?: EngineModel;
  /**
   * The id hash (the domain's `stableId`, as the demo season's): a pick's id is derived from its game, player
   * and stat type, so a re-run keeps it (tracked picks stay tracked).
   */
  stableId: (key: string) => string;
}

/** How many earlier seasons of game logs feed the history (the engine weights recent games most). */
const HISTORY_SEASONS = 3;

export interface SkippedProp {
  player: string;
  stat_type: string;
  reason: string;
}

/** One prop: a game, a player (by id, or by name for a pick stored without one) and a stat type. */
const propIdentity = (gameId: string, player: string, statType: string) =>
  `${gameId}|${player.trim().toLowerCase()}|${statType}`;

const before = (e: { season: number; week: number }, season: number, week: number) =>
  e.season < season || (e.season === season && e.week < week);

export async function computePicks(
  deps: GenerateDeps,
  season: number,
  week: number,
  lines: readonly PropLine[],
): Promise<{ picks: AiPick[]; skipped: SkippedProp[] }> {
  if (lines.length === 0) {
    throw new NotFoundError(
      'Prop lines',
      undefined,
      `No prop lines are stored for season ${season}, week ${week}.`,
    );
  }
  const [players, games, existing, logs] = await Promise.all([
    deps.players.all(),
    deps.games.forWeek(season, week),
    deps.picks.forWeek(season, week),
    deps.gameLogs.forSeasons(
      Array.from({ length: HISTORY_SEASONS + 1 }, (_, i) => season - HISTORY_SEASONS + i),
    ),
  ]);
  const playerById = new Map(players.map((p) => [p.id, p]));
  const playerByName = new Map(players.map((p) => [p.name.trim().toLowerCase(), p]));
  const gameById = new Map<string, Game>(games.map((g) => [g.id, g]));
  const graded = new Set(
    existing.filter((p) => p.result !== null).map((p) => `${p.player_id ?? p.player}|${p.stat_type}`),
  );
  // A prop keeps its pick's identity across runs (issue #28 item 5): the stored pick of the same game, player and
  // stat type lends its id, whatever made it (the demo season, a replay, an earlier run, the back office), so
  // bets stay linked and a play already notified is not notified again. The line need not match: a moved line is
  // the same prop re-priced, and each bet keeps its own copy of the line it took.
  const storedId = new Map<string, string>();
  for (const p of existing) {
    if (!p.game_id) continue;
    storedId.set(propIdentity(p.game_id, p.player, p.stat_type), p.id);
    if (p.player_id) storedId.set(propIdentity(p.game_id, p.player_id, p.stat_type), p.id);
  }

  // Stored picks whose game has kicked off by the season clock belong to the record: never rewritten.
  const seasonNow = (deps.seasonClock ?? deps.clock).now();
  const kept = new Set(
    existing
      .filter((p) =>
        hasKickedOff({ pick: p, game: p.game_id ? (gameById.get(p.game_id) ?? null) : null }, seasonNow),
      )
      .map((p) => p.id),
  );

  // Only games played before this week: a re-run after kick-off must not see the result it predicts.
  const earlier = logs.filter((e) => before(e, season, week));
  const history = buildHistory(earlier.map((e) => toGameLogRow(e, playerById.get(e.player_id))));
  const lastTeam = new Map<string, string>();
  for (const e of earlier) lastTeam.set(e.player_id, e.team);

  const model = deps.model ?? loadDefaultModel();
  const marketNow = (deps.seasonClock ?? deps.clock).now();
  // The publish time is season time, as the seeded picks' and the record's: in local mode the real clock is
  // months past the demo season, and a pick stamped with it would read as published after its kickoff.
  const now = marketNow.toISOString();
  const picks: AiPick[] = [];
  const skipped: SkippedProp[] = [];
  const skip = (c: PropBooks, reason: string) =>
    skipped.push({ player: c.player, stat_type: c.statType, reason });

  for (const c of propBooks(lines)) {
    const statType = EngineStatType.safeParse(c.statType);
    if (!statType.success) {
      skip(c, 'The model does not project this stat type');
      continue;
    }
    const player =
      (c.playerId ? playerById.get(c.playerId) : undefined) ??
      playerByName.get(c.player.trim().toLowerCase());
    if (!player) {
      skip(c, 'Unknown player');
      continue;
    }
    if (graded.has(`${player.id}|${c.statType}`) || graded.has(`${c.player}|${c.statType}`)) {
      skip(c, 'Already graded this week');
      continue;
    }
    const game = c.gameId ? gameById.get(c.gameId) : undefined;
    const team = lastTeam.get(player.id) ?? player.team_name;
    const opponent = game
      ? game.home_team === team
        ? game.away_team
        : game.away_team === team
          ? game.home_team
          : null
      : null;
    if (!game || !opponent) {
      skip(c, 'No game of this week matches the line');
      continue;
    }
    const prediction = predictProp(
      {
        playerId: player.id,
        statType: statType.data,
        line: NaN,
        season,
        week,
        opponent,
        date: game.kickoff.slice(0, 10),
      },
      history,
      model,
      { books: c.books, now: marketNow },
    );
    const id =
      storedId.get(propIdentity(game.id, player.id, statType.data)) ??
      storedId.get(propIdentity(game.id, player.name, statType.data)) ??
      deps.stableId(`pick:${game.id}|${player.id}|${statType.data}`);
    if (kept.has(id)) {
      skip(c, 'Kicked off: the pick is part of the record');
      continue;
    }
    if (!prediction?.market) {
      skip(c, 'Not enough game history for this player');
      continue;
    }
    picks.push({
      // The stored pick's id, else the same key as the seeded picks: a re-run keeps each prop's pick id.
      id,
      player: player.name,
      player_id: player.id,
      opponent,
      stat_type: statType.data,
      ...pickCallFields(prediction),
      season,
      week,
      game_id: game.id,
      team,
      position: player.position,
      projection: { mean: prediction.mean, sd: prediction.sd },
      p_over: prediction.pOver,
      ...pickMarketFields(prediction.market),
      result: null,
      actual_value: null,
      profit: null,
      graded_at: null,
      created_at: now,
    });
  }

  return { picks, skipped };
}
