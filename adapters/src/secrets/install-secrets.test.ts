import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installSecretsFile, loadInstallSecrets } from './install-secrets';
import { AesGcmSecretCipher, parseEncryptionKey } from './secret-cipher';

describe('install secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'edgeboard-secrets-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives two fresh installs different secrets, neither the old repository default', () => {
    const a = loadInstallSecrets({ file: join(dir, 'a.sqlite.secrets.json') });
    const b = loadInstallSecrets({ file: join(dir, 'b.sqlite.secrets.json') });
    expect(a.webhookSecret).not.toBe(b.webhookSecret);
    expect(a.settingsKey.equals(b.settingsKey)).toBe(false);
    for (const s of [a, b]) {
      expect(s.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
      expect(s.webhookSecret).not.toBe('whsec_edgeboard_local_only');
      expect(s.settingsKey).toHaveLength(32);
    }
  });

  it('keeps the secrets across restarts in a file only its owner can read', () => {
    const file = join(dir, 'edgeboard.sqlite.secrets.json');
    const first = loadInstallSecrets({ file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadInstallSecrets({ file });
    expect(again.webhookSecret).toBe(first.webhookSecret);
    expect(again.settingsKey.equals(first.settingsKey)).toBe(true);
  });

  it('tightens a file whose mode was loosened', () => {
    const file = join(dir, 'x.secrets.json');
    loadInstallSecrets({ file });
    chmodSync(file, 0o644);
    loadInstallSecrets({ file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('lets configured values win and never writes them to the file', () => {
    const file = join(dir, 'y.secrets.json');
    const key = parseEncryptionKey('ab'.repeat(32));
    const s = loadInstallSecrets({
      file,
      overrides: { webhookSecret: 'whsec_from_env_value', settingsKey: key },
    });
    expect(s.webhookSecret).toBe('whsec_from_env_value');
    expect(s.settingsKey.equals(key)).toBe(true);
    const partly = loadInstallSecrets({ file, overrides: { webhookSecret: 'whsec_from_env_value' } });
    expect(partly.webhookSecret).toBe('whsec_from_env_value');
    expect(readFileSync(file, 'utf8')).not.toContain('whsec_from_env_value');
  });

  it('refuses a malformed file with a message that does not echo it', () => {
    const file = join(dir, 'z.secrets.json');
    writeFileSync(file, JSON.stringify({ settingsEncryptionKey: 'short-secret-value' }), { mode: 0o600 });
    expect(() => loadInstallSecrets({ file })).toThrow(/malformed/);
    expect(() => loadInstallSecrets({ file })).not.toThrow(/short-secret-value/);
  });

  it('keeps an in-memory database in memory and places the file beside a SQLite database', () => {
    expect(installSecretsFile(':memory:')).toBeNull();
    expect(installSecretsFile('.data/edgeboard.sqlite')).toBe('.data/edgeboard.sqlite.secrets.json');
    expect(installSecretsFile('postgres://u@h/db', '/var/lib/eb')).toBe('/var/lib/eb/edgeboard.secrets.json');
    const memory = loadInstallSecrets({ file: null });
    expect(memory.webhookSecret).not.toBe(loadInstallSecrets({ file: null }).webhookSecret);
  });
});

describe('AES-256-GCM secret cipher', () => {
  const cipher = new AesGcmSecretCipher(parseEncryptionKey('11'.repeat(32)));

  it('seals to a different text each time and opens back', () => {
    const a = cipher.seal('sk_live_abc', 'stripe');
    expect(a).not.toContain('sk_live_abc');
    expect(a).not.toBe(cipher.seal('sk_live_abc', 'stripe'));
    expect(cipher.open(a, 'stripe')).toBe('sk_live_abc');
  });

  it('refuses another key, another context and an altered value', () => {
    const sealed = cipher.seal('sk_live_abc', 'stripe');
    const other = new AesGcmSecretCipher(parseEncryptionKey('22'.repeat(32)));
    expect(() => other.open(sealed, 'stripe')).toThrow();
    expect(() => cipher.open(sealed, 'recaptcha')).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => cipher.open(altered, 'stripe')).toThrow();
  });

  it('accepts hex or base64 keys of 32 bytes only', () => {
    expect(parseEncryptionKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(() => parseEncryptionKey('abcd')).toThrow(/32 bytes/);
    expect(() => parseEncryptionKey('zz'.repeat(32))).toThrow();
  });
});
