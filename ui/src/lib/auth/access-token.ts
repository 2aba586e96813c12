// The API layer asks for the current access token through this seam, so the store (loaded on every page)
// does not import the auth client, and tests can hand it any token.
type TokenProvider = () => Promise<string | null>;

let provider: TokenProvider = () => Promise.resolve(null);

export function setAccessTokenProvider(next: TokenProvider): void {
  provider = next;
}

export function getAccessToken(): Promise<string | null> {
  return provider();
}

let epoch = 0;
let closed = false;
let inFlight = 0;
let idleWaiters: (() => void)[] = [];

/**
 * The session is ending. A request that asked for the token before this and gets its answer after is
 * dropped rather than sent without one (it would only earn a 401 for a page that is being left).
 */
export function markSessionEnded(): void {
  epoch += 1;
}

export function sessionEpoch(): number {
  return epoch;
}

/**
 * Signing out: no new call leaves until it is done, and the calls already on their way (with the token that
 * is about to be revoked) are allowed to come back first. Without this a poll that fired during sign-out
 * reached the server after the session was revoked and logged a 401.
 */
export async function whileSigningOut<T>(signOut: () => Promise<T>, settleMs = 3_000): Promise<T> {
  markSessionEnded();
  closed = true;
  try {
    if (inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => idleWaiters.push(resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, settleMs)),
      ]);
    }
    return await signOut();
  } finally {
    closed = false;
  }
}

/** False while a sign-out is under way: the call must not be sent. */
export function maySend(): boolean {
  return !closed;
}

/** Counts a call that is on its way to the server until it settles. */
export async function inFlightCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }
}
