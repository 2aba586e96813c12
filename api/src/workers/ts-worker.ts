// One way to run a TypeScript module on a worker thread and call it like an async function: the server's demo
// tick (server/demo-world-thread.ts) and the performance summary's loader (modules/performance-loader.ts) both
// move work off the event loop this way. One worker per client, started on first use and unref'd (an idle
// worker must not keep the process alive); a worker that fails rejects every call in flight and is started
// again on the next call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

type Reply<O> = { id: number; output: O } | { id: number; error: string };

/** What one call sends the worker and what it answers. */
export interface WorkerCall {
  input: unknown;
  output: unknown;
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

/** Calls the worker module at `entry` (which answers through `serveOnWorker`) with one input at a time. */
export function tsWorkerClient<C extends WorkerCall>(
  entry: URL,
  options: { name: string; workerData?: unknown },
): (input: C['input']) => Promise<C['output']> {
  type O = C['output'];
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (o: O) => void; reject: (e: Error) => void }>();
  const failAll = (err: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    // The server runs TypeScript through tsx, whose loader does not reach worker threads on Node 20
    // (`--import tsx` in a worker's execArgv is not honoured): the worker imports its module through tsx's API.
    const href = JSON.stringify(entry.href);
    const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then((m) => m.tsImport(${href}, ${href}))`;
    const w = new Worker(bootstrap, { eval: true, workerData: options.workerData });
    w.unref();
    w.on('message', (reply: Reply<O>) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.output);
    });
    w.on('error', failAll);
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`${options.name} worker exited (${String(code)})`));
    });
    return w;
  };
  return (input) => {
    worker ??= start();
    const id = nextId++;
    const w = worker;
    return new Promise<O>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, input });
    });
  };
}

/** The worker's side: answers each call with `work(input)`'s result, or its error's message. */
export function serveOnWorker<C extends WorkerCall>(
  work: (input: C['input']) => C['output'] | Promise<C['output']>,
): void {
  parentPort?.on('message', ({ id, input }: { id: number; input: C['input'] }) => {
    void (async () => {
      try {
        parentPort?.postMessage({ id, output: await work(input) });
      } catch (err) {
        parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
      }
    })();
  });
}
