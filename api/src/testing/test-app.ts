// An app on a fresh in-memory SQLite database with pinned clocks, for route tests. Users are created through
// the auth stand-in and sign in for real, so every test sends genuine bearer tokens.
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { Clock, JobEngine, Role, Tier } from '@edgeboard/domain';
import { randomBytes } from 'node:crypto';
import { createApp } from '../server/create-app';
import { buildContainer, TOKENS } from '../container';
import { MemoryMailer, testModule } from '../modules/test.module';
import { parseEnv } from '../env';

export const TEST_PASSWORD = 'Test-Pass-1!';

export class ManualClock implements Clock {
  constructor(private t: Date) {}
  now(): Date {
    return new Date(this.t);
  }
  set(t: Date | string): void {
    this.t = new Date(t);
  }
}

export async function createTestApp(
  options: {
    now?: string;
    seasonNow?: string;
    databaseUrl?: string;
    /** More environment, as the server would read it (e.g. TRUST_PROXY). */
    env?: Record<string, string>;
  } = {},
) {
  const env = parseEnv({
    ...options.env,
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: options.databaseUrl ?? ':memory:',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8787',
    // Fresh per app and set explicitly, so a test app never writes an install secrets file (local mode on a
    // PostgreSQL URL would put one in .data/).
    STRIPE_WEBHOOK_SECRET: `whsec_test_${randomBytes(18).toString('base64url')}`,
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  const clock = new ManualClock(new Date(options.now ?? '2026-11-21T12:00:00Z'));
  const seasonClock = new ManualClock(new Date(options.seasonNow ?? '2025-10-12T15:00:00Z'));
  const mailer = new MemoryMailer();
  const container = buildContainer(env);
  container.load(testModule({ clock, seasonClock, mailer }));
  const db = container.get<DbHandle>(TOKENS.db);
  await migrateToLatest(db.db);
  const repos = container.get<SqlRepositories>(TOKENS.repos);
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);
  const app = createApp(container);
  /** Never started here: tests define jobs on it and run them with runNow. */
  const jobEngine = container.get<JobEngine>(TOKENS.jobEngine);

  /** A confirmed user with a profile role and, for a paid tier, an active subscription; returns a token. */
  async function user(email: string, opts: { tier?: Tier; role?: Role; name?: string } = {}) {
    const created = await auth.createConfirmedUser({
      email,
      password: TEST_PASSWORD,
      userMetadata: { name: opts.name ?? email.split('@')[0] },
    });
    if (opts.role && opts.role !== 'free') await repos.users.updateRole(created.id, opts.role);
    if (opts.tier && opts.tier !== 'free') {
      const start = clock.now();
      await repos.subscriptions.create({
        user_id: created.id,
        tier: opts.tier,
        status: 'active',
        price_id: null,
        provider_subscription_id: null,
        current_period_start: start.toISOString(),
        current_period_end: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
        cancel_at_period_end: false,
      });
    }
    const session = await auth.signInWithPassword({ email, password: TEST_PASSWORD });
    return {
      id: created.id,
      token: session.access_token,
      headers: { authorization: `Bearer ${session.access_token}` },
    };
  }

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  /** A self-registration as the web app's supabase-js sends it: the versioned auth API, the form's metadata. */
  const signUp = (email: string, password = TEST_PASSWORD) =>
    app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password, data: { name: 'New', is_over_18: true } }),
    });
  return {
    app,
    container,
    repos,
    auth,
    clock,
    seasonClock,
    mailer,
    jobEngine,
    user,
    get,
    signUp,
    close: async () => {
      await jobEngine.stop();
      await db.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
