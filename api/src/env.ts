// The server's configuration, parsed once at start-up. A bad or missing variable stops the process with a
// message that names it, instead of failing later on the first request that needs it.
import { DEFAULT_ODDS_BOOKMAKERS } from '@edgeboard/adapters/providers/odds-api-v4';
import { parseEncryptionKey } from '@edgeboard/adapters/secrets/secret-cipher';
import { z } from 'zod';
import { parseRateLimits } from './routes/rate-limit.middleware';

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url();
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const origins = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z.string().regex(/^https:\/\/[\w.-]+(:\d+)?$/, 'must be https origins such as https://cdn.example'),
    ),
  );

const common = {
  PORT: port.default(8787),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: url.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  // Behind proxies, rate limits key on the X-Forwarded-For entry the first trusted proxy appended: `true` is one
  // proxy (a load balancer), a number that many in a row; `false` reads the socket's address.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies (0-99)')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  // Open alert streams (GET /api/alerts/stream) per user and per instance; each holds a socket, so the instance's
  // figure stays well under its file-descriptor limit (ulimit -n). Past either, 429 (routes/alerts/alert-stream-slots).
  ALERT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  ALERT_STREAMS_PER_INSTALL: z.coerce.number().int().min(1).max(100_000).default(500),
  // Content-Security-Policy additions: origins of an analytics script on another host, or anything else the
  // built UI loads from elsewhere (space- or comma-separated https origins). Hosted mode adds Stripe and Supabase.
  CSP_SCRIPT_SOURCES: origins,
  CSP_CONNECT_SOURCES: origins,
  // Strict-Transport-Security: on https requests (auto), on every answer, or never.
  HSTS: z.enum(['auto', 'always', 'off']).default('auto'),
  // Several instances: rate-limit counters, upstream caches and cache invalidations go through this Redis
  // (redis:// or rediss://). Unset: in process, with invalidations over PostgreSQL NOTIFY on a postgres:// URL.
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  // Per-address request limits, `name=limit/windowSeconds,…` over the defaults (routes/rate-limit.middleware).
  RATE_LIMITS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseRateLimits(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
        return z.NEVER;
      }
    }),
  // Hosted ingestion (README "Hosted ingestion"). The Odds API v4 key; unset, no odds are pulled.
  ODDS_API_KEY: optionalString,
  // Bookmaker keys of The Odds API, comma-separated (every 10 count as one region in its usage cost).
  ODDS_API_BOOKMAKERS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9_]+$/, 'must be bookmaker keys such as draftkings,fanduel')))
    .transform((keys) => (keys.length > 0 ? keys : [...DEFAULT_ODDS_BOOKMAKERS])),
  // Odds calls stop when one would leave fewer usage credits than this.
  ODDS_API_QUOTA_FLOOR: z.coerce.number().int().min(0).default(50),
  // Where the nflverse files are cached between runs (conditional requests reuse them).
  NFLVERSE_CACHE_DIR: z.string().min(1).default('.data/nflverse-cache'),
  // Minutes between odds pulls (job odds.pull): divides an hour, so every instance's schedule agrees.
  ODDS_PULL_MINUTES: z.coerce
    .number()
    .int()
    .refine(
      (n) => n >= 1 && n <= 60 && 60 % n === 0,
      'must divide an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60)',
    )
    .default(30),
  // Minutes before kickoff at which the engine's picks for a game's props are published (job picks.publish).
  PICKS_PUBLISH_MINUTES_BEFORE_KICKOFF: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(90),
};

// 32 bytes as hex or base64; the message never repeats the value.
const encryptionKey = z.string().refine(
  (v) => {
    try {
      parseEncryptionKey(v);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be 32 bytes written as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)' },
);

const local = z.object({
  EDGEBOARD_MODE: z.literal('local'),
  ...common,
  // Loopback unless told otherwise: local mode's demo accounts (public password) and its /dev pages must not
  // face the network by default.
  HOST: z.string().min(1).default('127.0.0.1'),
  // A file path for SQLite (default), or a postgres:// URL to run local mode on PostgreSQL.
  DATABASE_URL: z.string().min(1).default('.data/edgeboard.sqlite'),
  // Pins the demo clock (ISO date-time); tests and screenshots use it. Unset: real time mapped onto 2025.
  EDGEBOARD_NOW: z.iso.datetime({ offset: true }).optional(),
  // What local mode runs on: the generated demo season (default), or a real past season built by `npm run replay`
  // (then the start-up seeds no demo world, EDGEBOARD_NOW is the season instant the server starts at, and the
  // jobs only bring in finished games from EDGEBOARD_REPLAY_DIR, lock and grade as the season clock moves).
  EDGEBOARD_DATA: z.enum(['demo', 'replay']).default('demo'),
  EDGEBOARD_REPLAY_DIR: optionalString,
  // The replay's real book lines (npm run replay --lines): the weeks the replay job publishes are priced from them.
  EDGEBOARD_REPLAY_LINES: optionalString,
  // The replay's odds history (npm run replay --odds-history), as JSON: file, book, undated minutes, publication lead.
  EDGEBOARD_REPLAY_ODDS: optionalString,
  // How many of the replayed season's games have a real schedule, as JSON {games, derivedGames} (npm run replay).
  EDGEBOARD_REPLAY_SCHEDULE: optionalString,
  // Signs the local checkout's Stripe-format events. Unset (the usual case): each install generates its own and
  // keeps it beside the database (install-secrets); a fixed default would let anyone sign a webhook.
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Seals secret settings at rest. Unset: generated per install and kept beside the database, like the above.
  SETTINGS_ENCRYPTION_KEY: optionalString.pipe(encryptionKey.optional()),
  REQUIRE_EMAIL_CONFIRMATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const hosted = z.object({
  EDGEBOARD_MODE: z.literal('hosted'),
  ...common,
  // Hosting platforms route to the container's public interface; nothing local-only is served in this mode.
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL in hosted mode'),
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: z.string().min(1),
  // Deletes auth users (DELETE /api/me); server-side only, never sent to the browser.
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
  PUBLIC_URL: url,
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
  // Seals secret settings at rest (AES-256-GCM); shared by every instance, never stored in the database.
  SETTINGS_ENCRYPTION_KEY: encryptionKey,
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3),
  CONTACT_EMAIL: z.email().optional(),
  // Without it, launch-list sign-ups are kept in the database (the local marketing adapter).
  SELZY_API_KEY: optionalString,
  SCORES_API_URL: url.optional(),
  SCORES_API_KEY: optionalString,
  NEWS_API_URL: url.optional(),
  NEWS_API_KEY: optionalString,
});

export const envSchema = z.discriminatedUnion('EDGEBOARD_MODE', [local, hosted]);
export type Env = z.infer<typeof envSchema>;
export type LocalEnv = z.infer<typeof local>;
export type HostedEnv = z.infer<typeof hosted>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Hosted mode is chosen by SUPABASE_URL being set, unless EDGEBOARD_MODE says otherwise. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const mode = source.EDGEBOARD_MODE ?? (source.SUPABASE_URL ? 'hosted' : 'local');
  const result = envSchema.safeParse({ ...source, EDGEBOARD_MODE: mode });
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'EDGEBOARD_MODE'}: ${i.message}`);
  throw new EnvError(`Invalid environment (${mode} mode):\n${lines.join('\n')}`);
}
