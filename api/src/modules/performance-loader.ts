// Loads the graded picks for PerformanceStats off the event loop: a worker thread with its own connection
// to the same database (SQLite in WAL mode lets it read beside the server's writer; PostgreSQL is a pool
// anyway). An in-memory database cannot be opened twice, so it loads on the calling thread; so does any load
// whose worker fails, so a broken worker costs latency, never an answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  GradedRecord,
  LoadGraded,
} from '@edgeboard/application/performance/performance-stats/performance-stats';

export interface WorkerLoaderOptions {
  databaseUrl: string;
  /** The same load on the calling thread. */
  fallback: LoadGraded;
  onError?: (err: unknown) => void;
}

/** tsx's ESM API as a file URL (its CommonJS build cannot find its own ESM half when imported). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const target = pkg.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(join(dirname(manifest), target)).href;
}

type Reply = { id: number; rows: GradedRecord[] } | { id: number; error: string };

export function performanceLoader(options: WorkerLoaderOptions): LoadGraded {
  if (options.databaseUrl === ':memory:') return options.fallback;
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (rows: GradedRecord[]) => void; reject: (e: Error) => void }>();

  const failAll = (err: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const start = (): Worker => {
    // The server runs TypeScript through tsx, whose loader does not reach worker threads on Node 20
    // (`--import tsx` in a worker's execArgv is not honoured): the worker imports its module through tsx's API.
    const entry = new URL('./performance-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    const w = new Worker(bootstrap, { eval: true, workerData: { databaseUrl: options.databaseUrl } });
    // An idle worker must not keep the process alive (shutdown, tests).
    w.unref();
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.rows);
    });
    w.on('error', failAll);
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`performance worker exited (${code})`));
    });
    return w;
  };

  return async () => {
    try {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return await new Promise<GradedRecord[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage(id);
      });
    } catch (err) {
      options.onError?.(err);
      return options.fallback();
    }
  };
}
