// What every bet tracker use case reads and writes: the owner's bets, the picks and box scores they settle
// from, and two clocks (real time stamps the rows, season time says what week it is).
import type {
  AiPickRepository,
  BetRepository,
  Clock,
  GameLogRepository,
  GameRepository,
  PlayerRepository,
} from '@edgeboard/domain';

export interface SettlementDeps {
  bets: Pick<BetRepository, 'settle' | 'get'>;
  picks: Pick<AiPickRepository, 'get'>;
  games: Pick<GameRepository, 'get' | 'forWeek'>;
  gameLogs: Pick<GameLogRepository, 'forPlayer'>;
  /** The season's time (the demo season's or a replay's): when an unknown pick grading time settles. */
  seasonClock: Clock;
}

/** Reading the owner's bets (the list and the export). */
export interface OwnBetsDeps extends SettlementDeps {
  bets: Pick<BetRepository, 'forUser' | 'pageForUser' | 'openForUser' | 'settle' | 'get'>;
}

export interface BetsDeps extends SettlementDeps {
  bets: BetRepository;
  picks: Pick<AiPickRepository, 'get' | 'getWithGame'>;
  players: Pick<PlayerRepository, 'get'>;
  /** Real time, for created/updated stamps. */
  clock: Clock;
  /** The most bets one user keeps (MAX_BETS_PER_USER unless a test lowers it). */
  maxBetsPerUser?: number;
  /** A new bet's id (a random UUID unless a test pins it). */
  newId?: () => string;
}
