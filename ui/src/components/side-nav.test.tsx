import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeOutlined, TableOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { renderRoutes, signedOut } from '@/test/render';
import { SideNav } from './side-nav';

const ENTRIES = [
  { key: '/dashboard', icon: <HomeOutlined />, label: 'Dashboard' },
  { key: '/dashboard/props', icon: <ThunderboltOutlined />, label: 'Prop Feed' },
];

function Nav() {
  const [open, setOpen] = useState(true);
  return (
    <SideNav
      label="Main"
      entries={ENTRIES}
      selectedKey={(path) => (path.startsWith('/dashboard/props') ? '/dashboard/props' : '/dashboard')}
      open={open}
      onToggle={() => {
        setOpen(!open);
      }}
    />
  );
}

const routes = [
  { path: '/dashboard', element: <Nav /> },
  { path: '/dashboard/props', element: <Nav /> },
];

describe('the side navigation', () => {
  it('is a list of links, the current section marked for assistive technology, and follows a click', async () => {
    renderRoutes(routes, { auth: signedOut, at: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const home = await screen.findByRole('link', { name: 'Dashboard' });
    expect(nav.contains(home)).toBe(true);
    expect(home.getAttribute('aria-current')).toBe('page');
    const feed = screen.getByRole('link', { name: 'Prop Feed' });
    expect(feed.getAttribute('href')).toBe('/dashboard/props');
    expect(feed.getAttribute('aria-current')).toBeNull();

    fireEvent.click(feed);
    expect((await screen.findByRole('link', { name: 'Prop Feed' })).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('collapsed, keeps each name for screen readers and as a tooltip', async () => {
    renderRoutes(routes, { auth: signedOut, at: '/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide Menu' }));
    const feed = await screen.findByRole('link', { name: 'Prop Feed' });
    expect(feed.getAttribute('title')).toBe('Prop Feed');
    expect(screen.getByText('Prop Feed').className).toBe('visually-hidden');
    expect(screen.getByRole('button', { name: 'Show Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('marks a locked section with a lock and names the plan that opens it, open or collapsed', async () => {
    const entries = [
      ...ENTRIES,
      { key: '/dashboard/odds', icon: <TableOutlined />, label: 'Odds Board', lockedUntil: 'Starting Edge' },
    ];
    function LockedNav() {
      const [open, setOpen] = useState(true);
      return (
        <SideNav
          label="Main"
          entries={entries}
          selectedKey={() => '/dashboard'}
          open={open}
          onToggle={() => {
            setOpen(!open);
          }}
        />
      );
    }
    renderRoutes([{ path: '/dashboard', element: <LockedNav /> }], { auth: signedOut, at: '/dashboard' });
    const odds = await screen.findByRole('link', { name: 'Odds Board, locked: Starting Edge' });
    expect(odds.getAttribute('title')).toBe('Odds Board: Starting Edge opens it');
    expect(screen.getAllByTestId('side-nav-lock')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Prop Feed' }).getAttribute('title')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Menu' }));
    const collapsed = await screen.findByRole('link', { name: 'Odds Board, locked: Starting Edge' });
    expect(collapsed.getAttribute('title')).toBe('Odds Board: Starting Edge opens it');
  });
});
