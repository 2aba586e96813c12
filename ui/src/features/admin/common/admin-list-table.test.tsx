import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminListTable } from './admin-list-table';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
];
const columns = [{ title: 'Name', dataIndex: 'name', key: 'name' }];
const pager = { page: 1, pageSize: 10, total: 2, onPage: vi.fn() };

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (row === null) throw new Error(`no row for ${text}`);
  return row;
}

describe('AdminListTable', () => {
  it('selects a row by click and by Enter or Space, and marks the selected one', () => {
    const onSelect = vi.fn();
    render(
      <AdminListTable<Row>
        columns={columns}
        rows={ROWS}
        loading={false}
        selectedId="b"
        onSelect={onSelect}
        pager={pager}
      />,
    );
    fireEvent.click(rowOf('Alpha'));
    expect(onSelect).toHaveBeenLastCalledWith(ROWS[0]);
    fireEvent.keyDown(rowOf('Bravo'), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(ROWS[1]);
    fireEvent.keyDown(rowOf('Alpha'), { key: ' ' });
    expect(onSelect).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(rowOf('Alpha'), { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(rowOf('Bravo').getAttribute('aria-selected')).toBe('true');
    expect(rowOf('Alpha').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeTruthy();
  });

  it('says a failed load with Retry, and an empty list with its own words', () => {
    const onRetry = vi.fn();
    render(
      <AdminListTable<Row>
        columns={columns}
        rows={[]}
        loading={false}
        emptyText="No rows found."
        selectedId={null}
        onSelect={vi.fn()}
        failure={{ message: 'Could not load rows.', onRetry }}
        pager={{ ...pager, total: 0 }}
      />,
    );
    expect(screen.getByText('Could not load rows.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No rows found.')).toBeTruthy();
  });
});
