// Vitest globalSetup: a throwaway redis-server for the Redis adapter tests (TEST_REDIS_URL to use your own).
// Where redis-server cannot be installed, those tests skip and say why; with CI=true that is an error.
import type { TestProject } from 'vitest/node';
import { startRedis } from './redis-server.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    testRedisUrl?: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const existing = process.env.TEST_REDIS_URL;
  if (existing) {
    project.provide('testRedisUrl', existing);
    return undefined;
  }
  try {
    const server = await startRedis();
    project.provide('testRedisUrl', server.url);
    return () => server.stop();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (process.env.CI === 'true')
      throw new Error(`CI=true and no redis-server could be started: ${message}`, { cause: err });
    console.warn(`Redis adapter tests will be skipped: ${message}`);
    return undefined;
  }
}
