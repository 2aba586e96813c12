// Generates the demo season's world for a tick on a worker thread (issue 28 item 2): even restricted to the
// weeks the books still post to, the simulation runs for a second or more on a busy machine, and on the
// server's thread no request would be answered meanwhile. One worker, started on first use and kept (unref'd)
// for the next tick; a tick whose worker fails generates on the calling thread, so a broken worker costs
// latency, never a tick.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { generateDemoSeason, type DemoSeason, type GenerateOptions } from '@edgeboard/fixtures';
import { tickWorld } from './demo-tick-world';

/** tsx's ESM API as a file URL (as performance-loader.ts: its CommonJS build cannot find its ESM half). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const target = pkg.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(join(dirname(manifest), target)).href;
}

type Reply = { id: number; world: DemoSeason } | { id: number; error: string };

/** The same generation on the calling thread: tests, and the fallback. */
export const generateHere = (options: GenerateOptions): Promise<DemoSeason> =>
  Promise.resolve(tickWorld(generateDemoSeason(options)));

export function demoWorldThread(
  onError: (err: unknown) => void,
): (o: GenerateOptions) => Promise<DemoSeason> {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (w: DemoSeason) => void; reject: (e: Error) => void }>();
  const failAll = (err: Error) => {
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    // tsx's loader does not reach worker threads on Node 20: the worker imports its module through tsx's API.
    const entry = new URL('./demo-world-worker.ts', import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    const w = new Worker(bootstrap, { eval: true });
    w.unref();
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.world);
    });
    w.on('error', failAll);
    w.on('exit', (code) => {
      if (worker === w) failAll(new Error(`demo world worker exited (${String(code)})`));
    });
    return w;
  };
  return async (options) => {
    try {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return await new Promise<DemoSeason>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, options });
      });
    } catch (err) {
      onError(err);
      return generateHere(options);
    }
  };
}
