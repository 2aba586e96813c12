#!/usr/bin/env node
// The browser journeys (npm run test:e2e) drive Debian's Chromium: Playwright's own browser download is not
// reachable from these machines. Installs the `chromium` package when it is missing and we are root;
// otherwise names the command and fails, so the journeys never start against a browser that is not there.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get install -y chromium';

/** True when the browser is (now) there; false, with the reason printed, when it is not. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with \`sudo ${INSTALL}\` (Debian/Ubuntu), ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    return false;
  }
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing the Debian package \`chromium\`…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${INSTALL} -qq >/dev/null`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } catch {
    console.error(`Installing Chromium failed. Run \`${INSTALL}\` yourself and try again.`);
    return false;
  }
  if (existsSync(CHROMIUM_PATH)) return true;
  console.error(`\`${INSTALL}\` finished but ${CHROMIUM_PATH} is still missing; set CHROMIUM_PATH.`);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureChromium() ? 0 : 1);
}
