// What the ingest use cases need: providers behind their ports, and a way to run one batch of writes in one
// transaction (so a failure part-way leaves nothing half-written).
import type { Database } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { PicksChanged } from '@edgeboard/adapters/sql/repositories/write-notice';
import type {
  GameLogRepository,
  GameRepository,
  PlayerRepository,
  PropLineRepository,
  TeamRepository,
} from '@edgeboard/domain';
import type { Kysely } from 'kysely';

/** The repositories an ingest batch writes through, all bound to the same transaction. */
export interface IngestRepositories {
  players: PlayerRepository;
  teams: TeamRepository;
  games: GameRepository;
  gameLogs: GameLogRepository;
  propLines: PropLineRepository;
}

/** Runs `fn` in one transaction: every write commits together or none does. */
export type IngestTransaction = <T>(fn: (repos: IngestRepositories) => Promise<T>) => Promise<T>;

/** A log line (provider skips, unmatched rows); the job engine will route these to its run log. */
export type IngestLog = (line: string) => void;

/** Rows read from the provider, rows written, rows left out (each one named in the log). */
export interface IngestCounts {
  rowsRead: number;
  written: number;
  skipped: number;
}

/**
 * The SQL transaction the ingest runs in. Reads happen inside it too: SQLite has one connection, which the open
 * transaction holds. `changed` (the feed cache's "picks changed") is raised once the transaction has ended if
 * it wrote picks or games: inside it the writes are not yet visible to the readers a cache serves.
 */
export function sqlIngestTransaction(db: Kysely<Database>, changed?: PicksChanged): IngestTransaction {
  return async (fn) => {
    const wrote = { picksOrGames: false };
    try {
      return await db
        .transaction()
        .execute((trx) =>
          fn(createSqlRepositories(trx, { onPicksChanged: () => (wrote.picksOrGames = true) })),
        );
    } finally {
      if (wrote.picksOrGames) changed?.();
    }
  };
}
