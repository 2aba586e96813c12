// `npm run contracts:verify -- --base-url <url> [--include-writes]`: verifies the pacts against a running
// deployment in local mode. Nothing can be seeded there, so provider states are found in its demo season
// (remote-states.ts): the tier's demo account signs in, ids come from the public API. Interactions that
// would change the deployment are left out unless --include-writes is given (for a throwaway deployment);
// each one left out is listed with the reason.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { API_PACT, AUTH_PACT } from '../pact-files';
import { readPact, type PactInteraction } from '../pact-reader';
import { remoteStates } from '../remote-states';
import { STATE } from '../states';
import type { StateHandlers } from './state-handlers';
import { verifyPacts } from './verify';

/** Why an interaction is left out against a shared deployment; null when it is safe to run. */
function writes(i: PactInteraction): string | null {
  const states = new Set((i.providerStates ?? []).map((s) => s.name));
  if (states.has(STATE.disposableUser)) return 'changes or deletes its account (a new sign-up each run)';
  if (states.has(STATE.unusedEmail)) return 'creates an account';
  if (i.request.method === 'POST' && i.request.path === '/api/contact' && i.response.status === 200)
    return 'stores a contact message and e-mails the site';
  const dryRun = i.request.query?.dryRun?.includes('true') === true;
  if (
    i.request.path.startsWith('/api/admin/') &&
    i.request.method !== 'GET' &&
    i.response.status < 300 &&
    !dryRun
  )
    return 'changes the back office data (roles, articles, picks, players, prop lines or settings)';
  if (i.request.path === '/api/checkout/create-checkout-session' && i.response.status === 200)
    return "opens a checkout session at the deployment's payment provider";
  return null;
}

async function main(): Promise<void> {
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const { values } = parseArgs({
    options: { 'base-url': { type: 'string' }, 'include-writes': { type: 'boolean', default: false } },
  });
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error('Usage: npm run contracts:verify -- --base-url <url> [--include-writes]');
    process.exit(2);
  }

  const dir = mkdtempSync(join(tmpdir(), 'edgeboard-pacts-'));
  const pactUrls = [API_PACT, AUTH_PACT].map((file) => {
    const kept = new Set(
      readPact(file)
        .interactions.filter((i) => {
          const reason = values['include-writes'] ? null : writes(i);
          if (reason) console.log(`skipped: "${i.description}" (${reason}; --include-writes runs it)`);
          return reason === null;
        })
        .map((i) => i.description),
    );
    // The pact as written (metadata and matching rules untouched), less the skipped interactions.
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { interactions: { description: string }[] };
    raw.interactions = raw.interactions.filter((i) => kept.has(i.description));
    const out = join(dir, basename(file));
    writeFileSync(out, JSON.stringify(raw));
    return out;
  });

  const resolvers = remoteStates(baseUrl);
  const stateHandlers: StateHandlers = Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (params?: unknown) => resolve(params as Record<string, unknown> | undefined),
    ]),
  ) as StateHandlers;
  await verifyPacts({ providerBaseUrl: baseUrl, pactUrls, stateHandlers });
  console.log(`All kept interactions verified against ${baseUrl}.`);
}

main().catch((err: unknown) => {
  // The verifier has printed its report; its error repeats the whole report as JSON.
  const message = err instanceof Error ? err.message : String(err);
  console.error(message.startsWith('{') ? 'Pact verification failed: see the report above.' : message);
  process.exit(1);
});
