// PostgreSQL server binaries are needed by the repository and contract tests (a throwaway cluster per run).
// Debian keeps them off PATH in /usr/lib/postgresql/<v>/bin; install them when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = `${base}/${v}/bin`;
    if (existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`)) return bin;
  }
  return null;
}

export function ensurePostgres() {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return;
  if (findPgBin()) return;
  if (process.getuid?.() === 0) {
    console.log('PostgreSQL server binaries missing: installing the Debian package `postgresql`…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null',
      {
        stdio: 'inherit',
        shell: '/bin/bash',
      },
    );
  } else {
    console.log(
      'PostgreSQL server binaries not found: install them with `sudo apt-get install -y postgresql`.',
    );
  }
}
