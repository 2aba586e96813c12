// The research tools' view of the current week (issue #19 items 1 and 4): which season and week it is on the
// season clock, the engine's league history of every game before it (kept a minute: ingestion adds logs between
// weeks, not per request), and a player's game this week. Kept by the API for the process and by the dev mock
// per demo world; a failed load is not kept.
import {
  NotFoundError,
  playedBefore,
  seasonWeekAt,
  type Clock,
  type Game,
  type GameLogEntry,
  type GameLogRepository,
  type GameRepository,
  type Player,
  type PlayerRepository,
} from '@edgeboard/domain';
import {
  buildHistory,
  loadDefaultModel,
  toGameLogRow,
  type EngineModel,
  type History,
} from '@edgeboard/engine';

export interface ResearchWeekDeps {
  seasonClock: Clock;
  players: Pick<PlayerRepository, 'get' | 'all'>;
  gameLogs: Pick<GameLogRepository, 'forSeasons'>;
  games: Pick<GameRepository, 'forWeek'>;
  model?: EngineModel;
}

/** Earlier seasons feeding the engine's history, as in a generation run. */
const HISTORY_SEASONS = 3;
/** How long the week's league history is reused. */
const HISTORY_TTL_MS = 60_000;

export interface WeekData {
  at: number;
  /** Every log of the history seasons before this week. */
  logs: GameLogEntry[];
  history: History;
}

/** The engine's prop input without the stat and line: his game this week. */
export interface PropContext {
  playerId: string;
  season: number;
  week: number;
  opponent: string;
  date: string;
}

export class ResearchWeek {
  readonly model: EngineModel;
  private cached: { key: string; data: Promise<WeekData> } | null = null;

  constructor(private readonly deps: ResearchWeekDeps) {
    this.model = deps.model ?? loadDefaultModel();
  }

  /** The current season and week: games of this week and later do not count yet. */
  now(): { season: number; week: number } {
    return seasonWeekAt(this.deps.seasonClock.now());
  }

  /** 404 `Player not found`. */
  async player(id: string): Promise<Player> {
    const player = await this.deps.players.get(id);
    if (!player) throw new NotFoundError('Player', id, 'Player not found');
    return player;
  }

  /** This week's game of his team (the last team he played for, else his roster team); null on a bye. */
  async context(player: Player, data: WeekData, season: number, week: number): Promise<PropContext | null> {
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

  data(season: number, week: number): Promise<WeekData> {
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
    data.catch(() => {
      if (this.cached?.data === data) this.cached = null;
    });
    return data;
  }
}
