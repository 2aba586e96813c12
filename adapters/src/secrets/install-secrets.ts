// Secrets that must differ between installs: the local checkout's webhook signing secret and the key that seals
// secret settings. A fixed default in the repository would let anyone who can reach a local install sign a
// webhook; so each install generates its own on first start and keeps them in a file beside its database,
// readable by the owner only (0600). Environment variables still override them (tests and hosted deployments).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { generateEncryptionKey, parseEncryptionKey } from './secret-cipher';

export interface InstallSecrets {
  webhookSecret: string;
  settingsKey: Buffer;
}

export interface InstallSecretsOptions {
  /** Where the secrets live; null keeps freshly generated ones in memory (an in-memory database). */
  file: string | null;
  /** Configured values win over the file; a value set here is never written to it. */
  overrides?: { webhookSecret?: string | undefined; settingsKey?: Buffer | undefined };
}

const OWNER_ONLY = 0o600;
const StoredSecrets = z.object({
  webhookSecret: z.string().min(16).optional(),
  settingsEncryptionKey: z.string().optional(),
});
type StoredSecrets = z.infer<typeof StoredSecrets>;

const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The secrets file of a database: beside a SQLite file (named after it, so two databases in one folder get
 * their own), in `dataDir` for a PostgreSQL URL, none for `:memory:`.
 */
export function installSecretsFile(databaseUrl: string, dataDir = '.data'): string | null {
  if (databaseUrl === ':memory:') return null;
  if (/^postgres(?:ql)?:\/\//i.test(databaseUrl)) return join(dataDir, 'edgeboard.secrets.json');
  return `${databaseUrl}.secrets.json`;
}

function readStored(file: string): StoredSecrets {
  // Tighten a file whose mode was loosened (copied around, restored from a backup).
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const parsed = StoredSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  // The message names the file, never its content.
  if (!parsed.success) throw new Error(`The install secrets file ${file} is malformed; fix or remove it`);
  return parsed.data;
}

/** Writes through a temporary file created 0600, so the secrets are never readable by others, even briefly. */
function writeStored(file: string, secrets: StoredSecrets): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${String(process.pid)}.tmp`;
  rmSync(temp, { force: true });
  writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  renameSync(temp, file);
}

export function loadInstallSecrets(options: InstallSecretsOptions): InstallSecrets {
  const { webhookSecret, settingsKey } = options.overrides ?? {};
  if (webhookSecret && settingsKey) return { webhookSecret, settingsKey };

  const stored: StoredSecrets = options.file && existsSync(options.file) ? readStored(options.file) : {};
  const complete: Required<StoredSecrets> = {
    webhookSecret: stored.webhookSecret ?? generateWebhookSecret(),
    settingsEncryptionKey: stored.settingsEncryptionKey ?? generateEncryptionKey().toString('hex'),
  };
  if (
    options.file &&
    (stored.webhookSecret !== complete.webhookSecret ||
      stored.settingsEncryptionKey !== complete.settingsEncryptionKey)
  ) {
    writeStored(options.file, complete);
  }
  let storedKey: Buffer;
  try {
    storedKey = parseEncryptionKey(complete.settingsEncryptionKey);
  } catch {
    throw new Error(`The settings encryption key in ${options.file ?? 'memory'} is malformed`);
  }
  return {
    webhookSecret: webhookSecret ?? complete.webhookSecret,
    settingsKey: settingsKey ?? storedKey,
  };
}
