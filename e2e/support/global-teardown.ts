// Removes the run's throwaway database folder (created by playwright.config.ts, outside the repository).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  // Only ever a folder this run made under the system temp folder.
  if (dir !== undefined && dir.startsWith(tmpdir()) && dir.includes('edgeboard-e2e-')) {
    rmSync(dir, { recursive: true, force: true });
  }
}
