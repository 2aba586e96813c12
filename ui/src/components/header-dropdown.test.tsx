import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderDropdown } from './header-dropdown';

describe('HeaderDropdown', () => {
  it('opens the menu for a click made before the menu code arrived, and closes it on a choice', async () => {
    const chosen = vi.fn();
    render(
      <HeaderDropdown items={[{ key: 'out', label: 'Sign out', onClick: chosen }]}>
        <button type="button">User menu</button>
      </HeaderDropdown>,
    );
    // At once, before antd's Dropdown has loaded.
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Sign out' }, { timeout: 5000 });
    fireEvent.click(item);
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});
