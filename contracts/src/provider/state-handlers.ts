import type { VerifierOptions } from '@pact-foundation/pact';

/** Pact's state handler map (the package exports the verifier options, not this type by name). */
export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
