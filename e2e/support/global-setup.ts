// Screens from an earlier run would pass for this run's: start the review folder empty.
import { rmSync } from 'node:fs';
import { SCREENS_DIR } from './screens';

export default function globalSetup(): void {
  rmSync(SCREENS_DIR, { recursive: true, force: true });
}
