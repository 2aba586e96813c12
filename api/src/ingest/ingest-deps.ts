// What the ingest use cases need: providers behind their ports, and a way to run one batch of writes in one
// transaction (so a failure part-way leaves nothing half-written).
import type { Database } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
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
 * transaction holds.
 */
export function sqlIngestTransaction(db: Kysely<Database>): IngestTransaction {
  return (fn) => db.transaction().execute((trx) => fn(createSqlRepositories(trx)));
}
