// Loads the graded picks for PerformanceStats off the event loop: a worker thread with its own connection
// to the same database (SQLite in WAL mode lets it read beside the server's writer; PostgreSQL is a pool
// anyway). An in-memory database cannot be opened twice, so it loads on the calling thread; so does any load
// whose worker fails, so a broken worker costs latency, never an answer.
import type {
  GradedRecord,
  LoadGraded,
} from '@edgeboard/application/performance/performance-stats/performance-stats';
import { tsWorkerClient } from '../workers/ts-worker';

export interface WorkerLoaderOptions {
  databaseUrl: string;
  /** The same load on the calling thread. */
  fallback: LoadGraded;
  onError?: (err: unknown) => void;
}

/** One load on the performance worker. */
export interface PerformanceCall {
  input: null;
  output: GradedRecord[];
}

export function performanceLoader(options: WorkerLoaderOptions): LoadGraded {
  if (options.databaseUrl === ':memory:') return options.fallback;
  const call = tsWorkerClient<PerformanceCall>(new URL('./performance-worker.ts', import.meta.url), {
    name: 'performance',
    workerData: { databaseUrl: options.databaseUrl },
  });
  return async () => {
    try {
      return await call(null);
    } catch (err) {
      options.onError?.(err);
      return options.fallback();
    }
  };
}
