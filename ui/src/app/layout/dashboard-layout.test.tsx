import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { renderRoutes, signedOut } from '@/test/render';
import { DashboardLayout } from './dashboard-layout';

const routes = [
  {
    path: '/dashboard',
    element: (
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    ),
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'props', element: <h1>Props</h1> },
    ],
  },
];

const menuToggle = () => screen.getByRole('button', { name: 'Toggle menu' });
const drawerOpen = () =>
  screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-expanded="true"]') !== null;

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

describe('dashboard sidebar on a 375 px phone', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setWidth(375);
  });
  afterEach(() => {
    setWidth(1024);
  });

  it('starts closed even when it was left open before', () => {
    window.localStorage.setItem(STORAGE_KEYS.sidebarOpen, 'true');
    renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    expect(drawerOpen()).toBe(false);
  });

  it('closes on navigation', async () => {
    const { router } = renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    fireEvent.click(menuToggle());
    expect(drawerOpen()).toBe(true);
    await act(() => router.navigate('/dashboard/props'));
    expect(drawerOpen()).toBe(false);
  });

  it('closes on a tap outside it', () => {
    renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    fireEvent.click(menuToggle());
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawerOpen()).toBe(false);
  });

  it('closes on Escape and does not remember being opened', () => {
    renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    fireEvent.click(menuToggle());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(drawerOpen()).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarOpen)).toBeNull();
  });
});

describe('dashboard sidebar on a wide screen', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setWidth(1280);
  });

  it('stays open across navigation, with no backdrop, and remembers a toggle', async () => {
    const { router } = renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    expect(drawerOpen()).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close menu' })).toBeNull();
    await act(() => router.navigate('/dashboard/props'));
    expect(drawerOpen()).toBe(true);
    fireEvent.click(menuToggle());
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarOpen)).toBe('false');
  });
});

describe('dashboard back-to-top', () => {
  it('appears after 100 px of scrolling', () => {
    setWidth(1280);
    renderRoutes(routes, { at: '/dashboard', auth: signedOut });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 150 });
    fireEvent.scroll(window);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
