// Where the pacts live and who they are between. Two providers: the product API (/api) and the auth service
// the UI reaches through supabase-js (/auth/v1), served by the API itself in local mode and by Supabase when
// hosted, so a hosted deployment can be verified against one without the other.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const CONSUMER = 'edgeboard-ui';
export const API_PROVIDER = 'edgeboard-api';
export const AUTH_PROVIDER = 'edgeboard-auth';

export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));

export const pactFile = (provider: string) => join(PACT_DIR, `${CONSUMER}-${provider}.json`);
export const API_PACT = pactFile(API_PROVIDER);
export const AUTH_PACT = pactFile(AUTH_PROVIDER);
