// The server half of `npm run bench:growth`: one API instance in its own process on a database
// scripts/bench-growth-seed.ts built (BENCH_DATABASE_URL), with the season clock pinned to the data's week 10
// and the public record's per-address limits lifted (the load comes from one address). Signs in one user per
// tier and prints one JSON line (GrowthServerReady) once it listens.
import { serve } from '@hono/node-server';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import { TIERS, type Tier } from '@edgeboard/domain';
import { createApp } from '../api/src/server/create-app';
import { buildContainer, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import { BENCH_PASSWORD } from './bench-config';
import { seasonClock, tierEmail } from './bench-growth-seed';

export interface GrowthServerReady {
  ready: true;
  port: number;
  tokens: Record<Tier, string>;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required (a SQLite file or a postgres:// URL)');
  const env = parseEnv({
    EDGEBOARD_MODE: 'local',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
    RATE_LIMITS: 'record=1000000000/1,recordExport=1000000000/1,signIn=1000/1',
  });
  const container = buildContainer(env, { seasonClock });
  const auth = container.get<LocalAuthService>(TOKENS.localAuth);
  const tokens = {} as Record<Tier, string>;
  for (const tier of TIERS)
    tokens[tier] = (
      await auth.signInWithPassword({ email: tierEmail(tier), password: BENCH_PASSWORD })
    ).access_token;
  const app = createApp(container);
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const ready: GrowthServerReady = { ready: true, port: info.port, tokens };
    console.log(JSON.stringify(ready));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
