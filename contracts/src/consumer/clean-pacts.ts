// Pact merges new interactions into an existing file, so an interaction deleted from a test would live on
// in the committed pact. Every consumer run starts from empty files and writes them whole.
import { mkdirSync, rmSync } from 'node:fs';
import { API_PACT, AUTH_PACT, PACT_DIR } from '../pact-files';

export default function setup(): void {
  mkdirSync(PACT_DIR, { recursive: true });
  rmSync(API_PACT, { force: true });
  rmSync(AUTH_PACT, { force: true });
}
