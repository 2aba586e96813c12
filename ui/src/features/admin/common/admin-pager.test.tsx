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

  it('offers a page size and a page jump on long lists, clamping the page asked for', () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    render(<AdminPager page={1} pageSize={10} total={10650} onPage={onPage} onPageSize={onPageSize} />);
    expect(screen.getByText('1 / 1065')).toBeTruthy();
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(jump, { target: { value: '400' } });
    fireEvent.keyDown(jump, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onPage).toHaveBeenLastCalledWith(400);
    fireEvent.change(jump, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPage).toHaveBeenLastCalledWith(1065);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
  });

  it('keeps the page size choice on one page of a list longer than the smallest page, and none on short ones', () => {
    const { rerender } = render(
      <AdminPager page={1} pageSize={25} total={12} onPage={vi.fn()} onPageSize={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: 'Go to page' })).toBeNull();
    rerender(<AdminPager page={1} pageSize={10} total={7} onPage={vi.fn()} onPageSize={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });
});
