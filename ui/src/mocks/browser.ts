import { setupWorker } from 'msw/browser';
import { adminMockHandlers } from './admin-handlers';
import { mockHandlers } from './handlers';

export const worker = setupWorker(...mockHandlers(), ...adminMockHandlers());

/** Starts answering every back-end call in the browser; a call no handler knows fails instead of leaking out. */
export async function startMockBackend(): Promise<void> {
  // MSW lets the dev server's modules and assets through by itself (its common-asset check).
  await worker.start({ onUnhandledRequest: 'error' });
}
