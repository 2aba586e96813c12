import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const hosted = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
  DATABASE_URL: 'postgres://u:p@db.example:5432/edgeboard',
  PUBLIC_URL: 'https://edgeboard.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  SETTINGS_ENCRYPTION_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtps://u:p@smtp.example:465',
  MAIL_FROM: 'EdgeBoard <hello@edgeboard.example>',
};

describe('parseEnv', () => {
  it('defaults to local mode on SQLite at port 8787 with nothing set', () => {
    expect(parseEnv({})).toMatchObject({
      EDGEBOARD_MODE: 'local',
      PORT: 8787,
      DATABASE_URL: '.data/edgeboard.sqlite',
    });
  });

  it('reads extra CSP origins and refuses anything but https origins', () => {
    expect(
      parseEnv({ CSP_SCRIPT_SOURCES: 'https://a.example https://b.example:8443' }).CSP_SCRIPT_SOURCES,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(parseEnv({}).CSP_CONNECT_SOURCES).toEqual([]);
    expect(() => parseEnv({ CSP_SCRIPT_SOURCES: "'unsafe-inline'" })).toThrow(/CSP_SCRIPT_SOURCES/);
  });

  it('reads RATE_LIMITS over the default limits and names a bad entry', () => {
    expect(parseEnv({ RATE_LIMITS: 'signIn=500/60' }).RATE_LIMITS.signIn).toEqual({
      limit: 500,
      windowMs: 60_000,
    });
    expect(parseEnv({}).RATE_LIMITS.signIn).toEqual({ limit: 30, windowMs: 300_000 });
    expect(() => parseEnv({ RATE_LIMITS: 'everything=1/1' })).toThrow(/RATE_LIMITS: "everything=1\/1"/);
  });

  it('listens on loopback in local mode unless HOST says otherwise', () => {
    // It listened on every interface: anyone on the network could open /dev/mail and its reset links.
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    // A hosting platform routes to the container's public interface.
    expect(parseEnv(hosted).HOST).toBe('0.0.0.0');
  });

  it('chooses hosted mode when SUPABASE_URL is set, and accepts a complete hosted environment', () => {
    expect(parseEnv(hosted)).toMatchObject({ EDGEBOARD_MODE: 'hosted', TRUST_PROXY: 0 });
  });

  it('names every missing or malformed variable', () => {
    const { STRIPE_SECRET_KEY: _s, ...missingStripe } = hosted;
    expect(() => parseEnv({ ...missingStripe, DATABASE_URL: 'mysql://x', PORT: 'eighty' })).toThrow(EnvError);
    try {
      parseEnv({ ...missingStripe, DATABASE_URL: 'mysql://x', PORT: 'eighty' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('hosted mode');
      expect(message).toContain('STRIPE_SECRET_KEY');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL in hosted mode');
      expect(message).toContain('PORT');
    }
  });

  it('has no fixed webhook secret or settings key in local mode: each install generates its own', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ EDGEBOARD_MODE: 'local' });
    expect(env.EDGEBOARD_MODE === 'local' && env.STRIPE_WEBHOOK_SECRET).toBeFalsy();
    expect(env.EDGEBOARD_MODE === 'local' && env.SETTINGS_ENCRYPTION_KEY).toBeFalsy();
  });

  it('requires a well-formed settings encryption key in hosted mode, without echoing it', () => {
    const { SETTINGS_ENCRYPTION_KEY: _k, ...noKey } = hosted;
    expect(() => parseEnv(noKey)).toThrow(/SETTINGS_ENCRYPTION_KEY/);
    expect(() => parseEnv({ ...hosted, SETTINGS_ENCRYPTION_KEY: 'hunter2-not-a-key' })).toThrow(/32 bytes/);
    expect(() => parseEnv({ ...hosted, SETTINGS_ENCRYPTION_KEY: 'hunter2-not-a-key' })).not.toThrow(
      /hunter2/,
    );
    expect(() => parseEnv({ SETTINGS_ENCRYPTION_KEY: 'short' })).toThrow(/SETTINGS_ENCRYPTION_KEY/);
  });

  it('reads the hosted-ingestion variables, all optional, with defaults', () => {
    expect(parseEnv({})).toMatchObject({
      ODDS_API_BOOKMAKERS: ['draftkings', 'fanduel', 'betmgm', 'williamhill_us', 'espnbet'],
      ODDS_API_QUOTA_FLOOR: 50,
      NFLVERSE_CACHE_DIR: '.data/nflverse-cache',
    });
    expect(parseEnv({}).ODDS_API_KEY).toBeUndefined();
    expect(parseEnv({ ODDS_API_KEY: '' }).ODDS_API_KEY).toBeUndefined();
    expect(
      parseEnv({
        ...hosted,
        ODDS_API_KEY: 'k123',
        ODDS_API_BOOKMAKERS: 'draftkings, fanduel',
        ODDS_API_QUOTA_FLOOR: '200',
        NFLVERSE_CACHE_DIR: '/var/cache/nflverse',
      }),
    ).toMatchObject({
      ODDS_API_KEY: 'k123',
      ODDS_API_BOOKMAKERS: ['draftkings', 'fanduel'],
      ODDS_API_QUOTA_FLOOR: 200,
      NFLVERSE_CACHE_DIR: '/var/cache/nflverse',
    });
    expect(() => parseEnv({ ODDS_API_QUOTA_FLOOR: '-1' })).toThrow(/ODDS_API_QUOTA_FLOOR/);
    expect(() => parseEnv({ ODDS_API_BOOKMAKERS: 'Draft Kings!' })).toThrow(/ODDS_API_BOOKMAKERS/);
  });

  it('refuses a malformed local variable', () => {
    expect(() => parseEnv({ EDGEBOARD_NOW: 'yesterday' })).toThrow(/EDGEBOARD_NOW/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
