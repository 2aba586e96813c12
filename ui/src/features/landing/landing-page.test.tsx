import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_COMING_SOON_TEXT } from '@edgeboard/domain';
import { authProjectUrl, authStorageKey } from '@/lib/auth/auth-storage-key';
import { refuse, withMockServer } from '@/test/mock-server';
import { Component as LandingPage } from './landing-page';

withMockServer({ buildWorld: false });

const KEY = authStorageKey(authProjectUrl());
const storedSession = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 });

function landing() {
  const router = createMemoryRouter([
    { path: '/', element: <LandingPage /> },
    { path: '/dashboard', element: <p>dashboard</p> },
  ]);
  return <RouterProvider router={router} />;
}

describe('landing page top bar (issue #18 item 6)', () => {
  beforeEach(() => {
    // The site head and the picks preview read the public API; a refusal is enough here.
    refuse('/api/*', 404, { method: 'all' });
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps the disabled Login Coming Soon! button for a visitor', async () => {
    render(landing());
    const button = await screen.findByRole('button', { name: LOGIN_COMING_SOON_TEXT });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
  });

  it('gives a visitor holding a session a Go to Dashboard link', async () => {
    localStorage.setItem(KEY, storedSession);
    render(landing());
    const link = await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: LOGIN_COMING_SOON_TEXT })).toBeNull();
  });

  it('renders the visitor version on the server even with a session stored, so hydration matches', () => {
    localStorage.setItem(KEY, storedSession);
    const html = renderToString(landing());
    expect(html).toContain(LOGIN_COMING_SOON_TEXT);
    expect(html).not.toContain('Go to Dashboard');
  });

  it('ignores a stored value without a refresh token', async () => {
    localStorage.setItem(KEY, 'not json');
    render(landing());
    expect(await screen.findByRole('button', { name: LOGIN_COMING_SOON_TEXT })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
  });
});
