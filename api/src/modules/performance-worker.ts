// The worker thread of performance-loader.ts: reads every graded pick on its own database connection and
// answers the small records the summary needs, so the main thread never blocks on reading and validating them.
// The connection is opened per load and closed after it: loads are rare (after writes), and nothing lingers
// (an idle PostgreSQL connection would hold a database that a test's teardown wants to drop).
import { workerData } from 'node:worker_threads';
import { createDb } from '@edgeboard/adapters/sql/db';
import { SqlAiPickRepository } from '@edgeboard/adapters/sql/repositories/ai-pick-repository';
import { inProcessLoader } from '@edgeboard/application/performance/performance-stats/performance-stats';
import { serveOnWorker } from '../workers/ts-worker';
import type { PerformanceCall } from './performance-loader';

const { databaseUrl } = workerData as { databaseUrl: string };

serveOnWorker<PerformanceCall>(async () => {
  const handle = createDb(databaseUrl, { poolSize: 1 });
  try {
    return await inProcessLoader(new SqlAiPickRepository(handle.db))();
  } finally {
    await handle.close();
  }
});
