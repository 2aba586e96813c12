// A migrated in-memory SQLite database with the real repositories, an admin and a subscriber, and the back
// office mounted behind the fake viewer: the setup of the admin route tests.
import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { PLAN_CATALOGUE, type Role } from '@edgeboard/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { expect } from 'vitest';
import type { AppEnv, Viewer } from '../../http/app-env';
import { opened } from '../../testing/per-suite';
import { adminRoutes } from './admin.routes';
import { ADMIN_ID, SUBSCRIBER_ID, testApp, viewerFor, ADMIN_PORTS } from './route-testing';

export const NOW = new Date('2025-09-20T15:00:00.000Z');

export interface AdminTestContext {
  handle: DbHandle;
  repos: SqlRepositories;
  app: OpenAPIHono<AppEnv>;
  /** Not started: tests define jobs on it and run them with runNow. */
  jobEngine: InProcessJobEngine;
  /** Who the next requests come from. */
  as(role: Role | null): void;
  json(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function adminTestContext(): Promise<AdminTestContext> {
  const handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  const repos = createSqlRepositories(handle.db);
  await repos.plans.upsertMany(PLAN_CATALOGUE.map((p) => ({ ...p, priceId: `price_${p.tier}` })));
  await repos.users.create({
    id: ADMIN_ID,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'admin',
    created_at: '2025-01-01T00:00:00.000Z',
  });
  await repos.users.create({
    id: SUBSCRIBER_ID,
    name: 'Sam Subscriber',
    email: 'user@example.com',
    role: 'user',
    created_at: '2025-02-01T00:00:00.000Z',
  });
  let viewer: Viewer | null = viewerFor('admin');
  const clock = { now: () => NOW };
  const jobEngine = new InProcessJobEngine({ runs: repos.jobRuns, clock, instanceId: 'test-instance' });
  const app = testApp(
    () => viewer,
    adminRoutes({ ...repos, ...ADMIN_PORTS, picks: repos.aiPicks, clock, seasonClock: clock, jobEngine }),
  );
  return {
    handle,
    repos,
    app,
    jobEngine,
    as(role) {
      viewer = role === null ? null : viewerFor(role);
    },
    async json(method, path, body) {
      const res = await app.request(path, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return { status: res.status, body: await res.json() };
    },
    close: () => handle.close(),
  };
}

/** One context for the enclosing describe: built (then `seed`ed) before its tests, closed after them. */
export const adminContextPerSuite = (seed?: (t: AdminTestContext) => Promise<void>): AdminTestContext =>
  opened(adminTestContext, 'suite', seed);

/** Each query string of a list answers 400 naming its field. */
export async function expectQueriesRefused(
  t: AdminTestContext,
  path: string,
  cases: readonly (readonly [query: string, field: string])[],
) {
  for (const [q, field] of cases) {
    const res = await t.json('GET', `${path}?${q}`);
    expect(res.status).toBe(400);
    expect((res.body as { error: { field?: string } }).error.field).toBe(field);
  }
}
