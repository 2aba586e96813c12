import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminPager } from './admin-pager';

describe('AdminPager', () => {
  it('shows only the summary when everything fits on one page', () => {
    render(<AdminPager page={1} pageSize={10} total={7} onPage={vi.fn()} />);
    expect(screen.getByText('Showing 1 to 7 of 7 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('pages forward and back, never past the ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<AdminPager page={1} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<AdminPager page={3} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByText('Showing 21 to 25 of 25 results')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });

  it('clamps a page past the end (rows deleted under it) to the last page', () => {
    render(<AdminPager page={9} pageSize={10} total={12} onPage={vi.fn()} />);
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });
});
