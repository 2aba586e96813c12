// Verifies the pacts against a running provider with the Pact verifier.
import { Verifier } from '@pact-foundation/pact';
import type { StateHandlers } from './state-handlers';
import { API_PROVIDER } from '../pact-files';

export async function verifyPacts(options: {
  providerBaseUrl: string;
  pactUrls: string[];
  stateHandlers: StateHandlers;
}): Promise<void> {
  await new Verifier({
    provider: API_PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.pactUrls,
    stateHandlers: options.stateHandlers,
    logLevel: 'warn',
  }).verifyProvider();
}
