// Generates the demo season's world for a tick on a worker thread (issue 28 item 2): even restricted to the
// weeks the books still post to, the simulation runs for a second or more on a busy machine, and on the
// server's thread no request would be answered meanwhile. One worker, started on first use and kept (unref'd)
// for the next tick; a tick whose worker fails generates on the calling thread, so a broken worker costs
// latency, never a tick.
import { generateDemoSeason, type DemoSeason, type GenerateOptions } from '@edgeboard/fixtures';
import { tsWorkerClient } from '../workers/ts-worker';
import { tickWorld } from './demo-tick-world';

/** One call of the demo world's worker. */
export interface DemoWorldCall {
  input: GenerateOptions;
  output: DemoSeason;
}

/** The same generation on the calling thread: tests, and the fallback. */
export const generateHere = (options: GenerateOptions): Promise<DemoSeason> =>
  Promise.resolve(tickWorld(generateDemoSeason(options)));

export function demoWorldThread(
  onError: (err: unknown) => void,
): (o: GenerateOptions) => Promise<DemoSeason> {
  const call = tsWorkerClient<DemoWorldCall>(new URL('./demo-world-worker.ts', import.meta.url), {
    name: 'demo world',
  });
  return async (options) => {
    try {
      return await call(options);
    } catch (err) {
      onError(err);
      return generateHere(options);
    }
  };
}
