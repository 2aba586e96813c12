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
