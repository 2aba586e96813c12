// Waiting for a screen's data without `networkidle`: a signed-in page keeps the alerts stream open for as long as
// it is shown (a long-lived fetch of GET /api/alerts/stream), so the network is never idle. This tracks every
// other request from the moment it is installed and resolves once none has been in flight for a moment.
import type { Page, Request } from '@playwright/test';

const LONG_LIVED = /\/api\/alerts\/stream/;

export interface RequestTracker {
  /** Resolves when no request (but the stream) has been in flight for `quietMs`; rejects naming them after `timeoutMs`. */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    if (!LONG_LIVED.test(r.url())) inFlight.add(r);
  });
  const done = (r: Request) => {
    inFlight.delete(r);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(50);
      }
      throw new Error(
        `requests still in flight after ${String(timeoutMs)} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
      );
    },
  };
}
