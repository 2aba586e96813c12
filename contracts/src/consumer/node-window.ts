// Vitest setup for the consumer tests. The web app's API slice resolves its base URL from
// `window.location.origin` when it is created, so Node needs a window before that module loads; every request
// then goes to this placeholder origin, and `fetch` forwards it to the current test's Pact mock server.
const PLACEHOLDER_ORIGIN = 'http://edgeboard-ui.test';

let target: string | null = null;

/** Sends the web app's requests to this mock server until the next call. */
export function routeUiRequestsTo(mockServerUrl: string): void {
  target = mockServerUrl.replace(/\/$/, '');
}

// The test files share one module graph (isolate: false), so this file may run more than once.
if (!('window' in globalThis)) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (target === null || !request.url.startsWith(PLACEHOLDER_ORIGIN)) return realFetch(request);
    return realFetch(new Request(target + request.url.slice(PLACEHOLDER_ORIGIN.length), request));
  };
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: { location: new URL(`${PLACEHOLDER_ORIGIN}/`) },
  });
}
