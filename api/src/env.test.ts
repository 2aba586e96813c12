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

  it('chooses hosted mode when SUPABASE_URL is set, and accepts a complete hosted environment', () => {
    expect(parseEnv(hosted)).toMatchObject({ EDGEBOARD_MODE: 'hosted', TRUST_PROXY: false });
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

  it('refuses a malformed local variable', () => {
    expect(() => parseEnv({ EDGEBOARD_NOW: 'yesterday' })).toThrow(/EDGEBOARD_NOW/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
