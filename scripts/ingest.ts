// npm run ingest -- stats --season <yyyy> | npm run ingest -- odds
// Runs one hosted-ingestion use case by hand against DATABASE_URL: the nflverse schedule and weekly stats of a
// season, or one pull of The Odds API's player props for upcoming games. The job engine will run the same use
// cases on a schedule; this is for a first load, a check of real keys, or a catch-up.
import { parseArgs } from 'node:util';
import { NflverseHttpStats } from '@edgeboard/adapters/providers/nflverse-http-stats';
import { OddsApiV4 } from '@edgeboard/adapters/providers/odds-api-v4';
import { createDb } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { isDomainError } from '@edgeboard/domain';
import { parseEnv } from '../api/src/env';
import { sqlIngestTransaction } from '../api/src/ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../api/src/ingest/ingest-stats';
import { pullOdds } from '../api/src/ingest/pull-odds';

const USAGE = 'usage: npm run ingest -- stats --season <yyyy>   |   npm run ingest -- odds';

function fail(message: string): never {
  process.stderr.write(`ingest: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { season: { type: 'string' } },
    allowPositionals: true,
  });
  const [what] = positionals;
  if (what !== 'stats' && what !== 'odds') fail('say what to ingest: stats or odds');
  const env = parseEnv(process.env);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // Arguments and the key are checked before the database is opened (nothing is migrated on a usage error).
  const season = Number(values.season);
  if (what === 'stats' && (!Number.isInteger(season) || season < 1999)) fail('--season <yyyy> is required');
  if (what === 'odds' && !env.ODDS_API_KEY) fail('ODDS_API_KEY is not set');
  const handle = createDb(env.DATABASE_URL);
  try {
    await migrateToLatest(handle.db);
    const transaction = sqlIngestTransaction(handle.db);
    if (what === 'stats') {
      const stats = new NflverseHttpStats({ cacheDir: env.NFLVERSE_CACHE_DIR, log });
      console.log(JSON.stringify(await ingestStatsAndSchedule({ stats, transaction, log }, season), null, 2));
    } else {
      const odds = new OddsApiV4({
        apiKey: env.ODDS_API_KEY ?? '',
        bookmakers: env.ODDS_API_BOOKMAKERS,
        quotaFloor: env.ODDS_API_QUOTA_FLOOR,
        log,
      });
      console.log(JSON.stringify(await pullOdds({ odds, transaction, log }, new Date()), null, 2));
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  // Provider errors carry a message meant for people (never the key); anything else is a defect: show it all.
  process.stderr.write(`ingest: ${isDomainError(err) ? `${err.code}: ${err.message}` : String(err)}\n`);
  process.exit(1);
});
