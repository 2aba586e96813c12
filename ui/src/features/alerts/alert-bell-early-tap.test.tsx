// A tap on the header bell before its live part's code has arrived. The live part's import is held here until the
// tap is made, so the tap lands on the shell's placeholder bell every time (in its own file: holding the module
// would hold any other test that imports it).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '@/lib/auth/access-token';
import { meAnswer } from '@/test/me.fixture';
import { renderRoutes, signedIn } from '@/test/render';
import { AlertBell } from './alert-bell';
import { controlledStream, json, serve, subscription, withAlertsServer } from './alerts-test-kit';

const liveCode = vi.hoisted(() => {
  const gate: { release: () => void } = { release: () => undefined };
  const arrived = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  return {
    arrived,
    release: () => {
      gate.release();
    },
  };
});

vi.mock('./alert-bell-live', async (importOriginal) => {
  await liveCode.arrived;
  return importOriginal();
});

withAlertsServer();

beforeEach(() => {
  setAccessTokenProvider(() => Promise.resolve('t'));
});
afterEach(() => {
  setAccessTokenProvider(() => Promise.resolve(null));
});

it('opens the bell’s menu for a tap made before the live part loaded', async () => {
  const stream = controlledStream();
  serve(({ url }) => {
    if (url.pathname === '/api/me') return json(200, meAnswer(subscription('starting'), { id: 'u1' }));
    if (url.pathname === '/api/alerts/stream') return stream.response();
    if (url.pathname === '/api/alerts') return json(200, { notices: [], unread: 0 });
    return undefined;
  });
  renderRoutes([{ path: '/dashboard', element: <AlertBell /> }], { at: '/dashboard', auth: signedIn() });
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  liveCode.release();
  const { NO_ALERTS_TEXT } = await import('./alert-bell-live');
  expect(await screen.findByText(NO_ALERTS_TEXT, {}, { timeout: 5000 })).toBeTruthy();
});
