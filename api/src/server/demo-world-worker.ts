// The worker thread of demo-world-thread.ts: generates the demo world a tick asks for (seeded, deterministic)
// and answers only what a tick reads (tickWorld), so the server's event loop never runs the simulation.
import { parentPort } from 'node:worker_threads';
import { generateDemoSeason, type GenerateOptions } from '@edgeboard/fixtures';
import { tickWorld } from './demo-tick-world';

parentPort?.on('message', ({ id, options }: { id: number; options: GenerateOptions }) => {
  try {
    parentPort?.postMessage({ id, world: tickWorld(generateDemoSeason(options)) });
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
