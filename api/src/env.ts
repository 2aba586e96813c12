// The server's configuration, parsed once at start-up. A bad or missing variable stops the process with a
// message that names it, instead of failing later on the first request that needs it.
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const url = z.url();
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const common = {
  PORT: port.default(8787),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: url.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  // Behind a load balancer, rate limits key on the first X-Forwarded-For address.
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
};

const local = z.object({
  EDGEBOARD_MODE: z.literal('local'),
  ...common,
  // A file path for SQLite (default), or a postgres:// URL to run local mode on PostgreSQL.
  DATABASE_URL: z.string().min(1).default('.data/edgeboard.sqlite'),
  // Pins the demo clock (ISO date-time); tests and screenshots use it. Unset: real time mapped onto 2025.
  EDGEBOARD_NOW: z.iso.datetime({ offset: true }).optional(),
  // Signs the local checkout's Stripe-format events; any value works locally, no Stripe account is involved.
  STRIPE_WEBHOOK_SECRET: z.string().min(1).default('whsec_edgeboard_local_only'),
  REQUIRE_EMAIL_CONFIRMATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const hosted = z.object({
  EDGEBOARD_MODE: z.literal('hosted'),
  ...common,
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL in hosted mode'),
  SUPABASE_URL: url,
  SUPABASE_ANON_KEY: z.string().min(1),
  // Deletes auth users (DELETE /api/me); server-side only, never sent to the browser.
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
  PUBLIC_URL: url,
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)'),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
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
