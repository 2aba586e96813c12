import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tier } from '@edgeboard/domain';
import { setAccessTokenProvider } from '@/lib/auth/access-token';
import { meAnswer } from '@/test/me.fixture';
import { renderRoutes, signedIn } from '@/test/render';
import { AlertBell } from './alert-bell';
import { NO_ALERTS_TEXT } from './alert-bell-live';
import { controlledStream, json, notice, serve, subscription, withAlertsServer } from './alerts-test-kit';

withAlertsServer();

const routes = [
  { path: '/dashboard', element: <AlertBell /> },
  { path: '/dashboard/analysis/:id', element: <p>analysis screen</p> },
];

function setup(tier: Tier, pages: { notices: ReturnType<typeof notice>[]; unread: number }[]) {
  const stream = controlledStream();
  let page = 0;
  const calls = serve(({ url, method }) => {
    if (url.pathname === '/api/me') return json(200, meAnswer(subscription(tier), { id: 'u1' }));
    if (url.pathname === '/api/alerts/stream') return stream.response();
    if (url.pathname === '/api/alerts') return json(200, pages[Math.min(page, pages.length - 1)]);
    if (url.pathname === '/api/alerts/read' && method === 'POST') {
      page += 1;
      return json(200, { unread: 0 });
    }
    return undefined;
  });
  renderRoutes(routes, { at: '/dashboard', auth: signedIn() });
  return {
    calls,
    stream,
    next: () => {
      page += 1;
    },
  };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

describe('the alert bell', () => {
  beforeEach(() => {
    setAccessTokenProvider(() => Promise.resolve('t'));
  });
  afterEach(() => {
    setAccessTokenProvider(() => Promise.resolve(null));
  });

  it('shows the unread count and the notices, each linking to its analysis, and marks one read', async () => {
    const s = setup('starting', [
      {
        notices: [notice(2), notice(1, { readAt: '2026-11-21T12:05:00.000Z', direction: 'Under' })],
        unread: 1,
      },
      { notices: [notice(2, { readAt: '2026-11-21T12:06:00.000Z' }), notice(1)], unread: 0 },
    ]);
    fireEvent.click(await bell('Notifications, 1 unread'));
    expect(screen.getByTestId('bell-count').textContent).toBe('1');
    const item = await screen.findByRole('link', {
      name: /New play: Travis Kelce Over 64.5 Receiving Yards/,
    });
    expect(item.getAttribute('href')).toBe('/dashboard/analysis/pick-2');
    // The unread notice says so to a screen reader; the read one does not.
    expect(item.textContent).toMatch(/^Unread: /);
    const read = screen.getByRole('link', { name: /New play: Travis Kelce Under 64.5/ });
    expect(read.textContent).not.toMatch(/Unread/);
    expect(item.textContent).toContain('Edge Score 74 · EV +6.0% · vs LV, week 6');
    fireEvent.click(item);
    expect(await screen.findByText('analysis screen')).toBeTruthy();
    await waitFor(() => {
      expect(s.calls.some((c) => c.path === '/api/alerts/read')).toBe(true);
    });
    expect(s.calls.find((c) => c.path === '/api/alerts/read')?.body).toEqual({ id: 2 });
  });

  it('brings a new notice in live from the stream, and marks all read', async () => {
    const s = setup('all-star', [
      { notices: [], unread: 0 },
      { notices: [notice(7)], unread: 1 },
      { notices: [notice(7, { readAt: '2026-11-21T12:06:00.000Z' })], unread: 0 },
    ]);
    fireEvent.click(await bell('Notifications'));
    expect(await screen.findByText(NO_ALERTS_TEXT)).toBeTruthy();
    await waitFor(() => {
      expect(s.calls.some((c) => c.path === '/api/alerts/stream')).toBe(true);
    });

    s.stream.send('event: ready\ndata: 6\n\n');
    s.next();
    s.stream.send(`event: notice\nid: 7\ndata: ${JSON.stringify(notice(7))}\n\n`);
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /New play: Travis Kelce/ })).toBeTruthy();

    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(await bell('Notifications')).toBeTruthy();
    expect(screen.queryByTestId('bell-count')).toBeNull();
    expect(s.calls.find((c) => c.path === '/api/alerts/read')?.body).toEqual({ all: true });
  });

  it('names the plan below starting, and neither asks for notices nor opens the stream', async () => {
    const s = setup('scout', [{ notices: [], unread: 0 }]);
    fireEvent.click(await bell());
    expect(await screen.findByText(/unlocks alerts on new plays/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' })).toBeTruthy();
    expect(s.calls.map((c) => c.path)).not.toContain('/api/alerts');
    expect(s.calls.map((c) => c.path)).not.toContain('/api/alerts/stream');
  });
});
