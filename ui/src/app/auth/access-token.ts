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
