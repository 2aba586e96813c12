// The player research page's data (issue #19 items 1 and 4): the domain builds the game log, hit rates, splits
// and missed games from the stored logs; the engine gives the projection's range and the calculator's
// probabilities through the same predictProp call as the feed. Everything stops at the season clock's week.
import {
  buildPlayerResearch,
  calculatorAnswer,
  ConflictError,
  defaultResearchStatType,
  NotFoundError,
  playedBefore,
  seasonWeekAt,
  usageTrend,
  type AiPickRepository,
  type Clock,
  type EngineStatType,
  type Game,
  type GameLogEntry,
  type GameLogRepository,
  type GameRepository,
  type Player,
  type PlayerRepository,
  type PlayerResearchResponse,
  type PropCalculatorRequest,
  type PropCalculatorResponse,
  type ResearchProjection,
} from '@edgeboard/domain';
import {
  buildHistory,
  loadDefaultModel,
  predictProp,
  projectionRange,
  type EngineModel,
  type History,
  type MarketInput,
} from '@edgeboard/engine';
import { toGameLogRow } from '../admin/engine-inputs';

export interface PlayerResearchDeps {
  seasonClock: Clock;
  players: Pick<PlayerRepository, 'get' | 'all'>;
  gameLogs: Pick<GameLogRepository, 'forPlayer' | 'forSeasons'>;
  games: Pick<GameRepository, 'forWeek' | 'getMany'>;
  picks: Pick<AiPickRepository, 'forWeek'>;
  model?: EngineModel;
}

/** Earlier seasons feeding the engine's history, as in a generation run. */
const HISTORY_SEASONS = 3;
/** How long the week's league history is reused: ingestion adds logs between weeks, not per request. */
const HISTORY_TTL_MS = 60_000;

interface WeekData {
  at: number;
  logs: GameLogEntry[];
  history: History;
}

export class PlayerResearchService {
  private readonly model: EngineModel;
  private cached: { key: string; data: Promise<WeekData> } | null = null;

  constructor(private readonly deps: PlayerResearchDeps) {
    this.model = deps.model ?? loadDefaultModel();
  }

  /** The current season and week: games of this week and later do not count yet. */
  now() {
    return seasonWeekAt(this.deps.seasonClock.now());
  }

  async research(
    playerId: string,
    query: { statType?: EngineStatType | undefined; line?: number | undefined },
    advanced: boolean,
  ): Promise<PlayerResearchResponse> {
    const player = await this.player(playerId);
    const q = { ...query, statType: query.statType ?? defaultResearchStatType(player.position) };
    const { season, week } = this.now();
    const [logs, week_, weekPicks] = await Promise.all([
      this.deps.gameLogs.forPlayer(playerId),
      this.weekData(season, week),
      this.deps.picks.forWeek(season, week),
    ]);
    const shown = logs.filter((e) => playedBefore(e, season, week) && e.season >= season - 1);
    const homeTeam = new Map(
      (await this.deps.games.getMany([...new Set(shown.map((e) => e.game_id))])).map((g) => [
        g.id,
        g.home_team,
      ]),
    );
    const pick = weekPicks.find((p) => p.player_id === playerId && p.stat_type === q.statType) ?? null;
    const base = buildPlayerResearch({
      player: { id: player.id, name: player.name, position: player.position, team: player.team_name },
      season,
      week,
      statType: q.statType,
      queryLine: q.line,
      pick: pick && { id: pick.id, direction: pick.pick, line: pick.line_value },
      logs,
      seasonLogs: week_.logs.filter((e) => e.season === season),
      homeOf: (gameId, team) => {
        const home = homeTeam.get(gameId);
        return home === undefined ? null : home === team;
      },
    });
    if (!advanced) return { ...base, advanced: null, advancedLocked: true };
    const context = await this.context(player, week_, season, week);
    return {
      ...base,
      advanced: {
        projection: context && this.projection(context, q.statType, base.line ?? 0.5, week_.history),
        usage: usageTrend(logs, season, week),
      },
      advancedLocked: false,
    };
  }

  async calculate(playerId: string, request: PropCalculatorRequest): Promise<PropCalculatorResponse> {
    const player = await this.player(playerId);
    const { season, week } = this.now();
    const data = await this.weekData(season, week);
    const context = await this.context(player, data, season, week);
    const market: MarketInput = {
      books: [
        {
          sportsbook: 'Your prices',
          line: request.line,
          overOdds: request.overOdds,
          underOdds: request.underOdds,
        },
      ],
    };
    const prediction =
      context &&
      predictProp(
        { ...context, statType: request.statType, line: request.line },
        data.history,
        this.model,
        market,
      );
    if (!context || !prediction?.market) throw noProjection();
    return calculatorAnswer(request, {
      opponent: context.opponent,
      pOver: prediction.market.pOver,
      modelPOver: prediction.market.modelOver,
    });
  }

  private async player(id: string): Promise<Player> {
    const player = await this.deps.players.get(id);
    if (!player) throw new NotFoundError('Player', id, 'Player not found');
    return player;
  }

  /** This week's game of his team: the engine's prop input without the stat and line; null on a bye. */
  private async context(player: Player, data: WeekData, season: number, week: number) {
    const games = await this.deps.games.forWeek(season, week);
    let team = player.team_name;
    for (const e of data.logs) if (e.player_id === player.id) team = e.team;
    const game: Game | undefined = games.find((g) => g.home_team === team || g.away_team === team);
    if (!game) return null;
    return {
      playerId: player.id,
      season,
      week,
      opponent: game.home_team === team ? game.away_team : game.home_team,
      date: game.kickoff.slice(0, 10),
    };
  }

  private projection(
    context: NonNullable<Awaited<ReturnType<PlayerResearchService['context']>>>,
    statType: EngineStatType,
    line: number,
    history: History,
  ): ResearchProjection | null {
    const prediction = predictProp({ ...context, statType, line }, history, this.model);
    if (!prediction) return null;
    return {
      opponent: context.opponent,
      mean: prediction.mean,
      ...projectionRange(statType, { mean: prediction.mean, sd: prediction.sd }),
    };
  }

  /** Every log of the history seasons before this week, and the engine's history built from them. */
  private weekData(season: number, week: number): Promise<WeekData> {
    const key = `${String(season)}|${String(week)}`;
    const at = this.deps.seasonClock.now().getTime();
    const hit = this.cached;
    if (hit?.key === key) {
      return hit.data.then((d) => (Math.abs(at - d.at) < HISTORY_TTL_MS ? d : this.load(key, season, week)));
    }
    return this.load(key, season, week);
  }

  private load(key: string, season: number, week: number): Promise<WeekData> {
    const data = (async () => {
      const [all, players] = await Promise.all([
        this.deps.gameLogs.forSeasons(
          Array.from({ length: HISTORY_SEASONS + 1 }, (_, i) => season - HISTORY_SEASONS + i),
        ),
        this.deps.players.all(),
      ]);
      const logs = all.filter((e) => playedBefore(e, season, week));
      const byId = new Map(players.map((p) => [p.id, p]));
      return {
        at: this.deps.seasonClock.now().getTime(),
        logs,
        history: buildHistory(logs.map((e) => toGameLogRow(e, byId.get(e.player_id)))),
      };
    })();
    this.cached = { key, data };
    // A failed load is not kept: the next request tries again.
    data.catch(() => {
      if (this.cached?.data === data) this.cached = null;
    });
    return data;
  }
}

const noProjection = () =>
  new ConflictError(
    'No projection for this player this week: his team has no game, or he has too few earlier games.',
    'no_projection',
  );
