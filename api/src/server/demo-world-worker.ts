// The worker thread of demo-world-thread.ts: generates the demo world a tick asks for (seeded, deterministic)
// and answers only what a tick reads (tickWorld), so the server's event loop never runs the simulation.
import { generateDemoSeason, type GenerateOptions } from '@edgeboard/fixtures';
import { serveOnWorker } from '../workers/ts-worker';
import { tickWorld } from './demo-tick-world';
import type { DemoWorldCall } from './demo-world-thread';

serveOnWorker<DemoWorldCall>((options: GenerateOptions) => tickWorld(generateDemoSeason(options)));
