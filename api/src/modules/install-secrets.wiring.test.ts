// Issue #15 item 6: the local webhook secret is generated per install, kept beside the database (0600), and a
// webhook signed with the secret that used to be a fixed default in the repository is refused.
import type { InstallSecrets } from '@edgeboard/adapters/secrets/install-secrets';
import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContainer, TOKENS } from '../container';
import { parseEnv } from '../env';

const OLD_REPOSITORY_DEFAULT = 'whsec_edgeboard_local_only';

describe('per-install secrets', () => {
  const dirs: string[] = [];
  const handles: DbHandle[] = [];
  afterEach(async () => {
    for (const h of handles.splice(0)) await h.close();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function install(extra: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'edgeboard-install-'));
    dirs.push(dir);
    const databaseUrl = join(dir, 'edgeboard.sqlite');
    const container = buildContainer(
      parseEnv({ EDGEBOARD_MODE: 'local', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...extra }),
    );
    handles.push(container.get<DbHandle>(TOKENS.db));
    return {
      file: `${databaseUrl}.secrets.json`,
      secrets: container.get<InstallSecrets>(TOKENS.installSecrets),
      gateway: container.get<LocalPaymentGateway>(TOKENS.localPayments),
    };
  }

  it('gives two fresh installs different webhook secrets, kept beside each database for the owner only', () => {
    const a = install();
    const b = install();
    expect(a.secrets.webhookSecret).not.toBe(b.secrets.webhookSecret);
    expect(a.secrets.settingsKey.equals(b.secrets.settingsKey)).toBe(false);
    expect(statSync(a.file).mode & 0o777).toBe(0o600);
    expect(readFileSync(a.file, 'utf8')).toContain(a.secrets.webhookSecret);
  });

  it('refuses a webhook signed with the old repository default', async () => {
    const { gateway } = install();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: 'sub_forged', object: 'subscription' } },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: OLD_REPOSITORY_DEFAULT,
    });
    await expect(gateway.verifyWebhook(payload, signature)).rejects.toThrow();
  });

  it('lets the environment set the secret explicitly (tests and scripts)', () => {
    const { secrets } = install({ STRIPE_WEBHOOK_SECRET: 'whsec_set_by_script' });
    expect(secrets.webhookSecret).toBe('whsec_set_by_script');
  });
});
