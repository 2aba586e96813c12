// Performance Review's table names the price and the book each graded pick was published at (issue #33 item 2:
// a replay on real prices says which book they came from), and shows no Price column where no pick has a price.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PerformanceRow } from '@edgeboard/domain';
import { rowsFixture } from './performance.fixture';
import { ResultsTable } from './results-table';

const show = (rows: PerformanceRow[]) =>
  render(
    <MemoryRouter>
      <ResultsTable rows={rows} total={rows.length} page={1} loading={false} onPage={() => undefined} />
    </MemoryRouter>,
  );

describe('performance results table', () => {
  it('shows each pick’s price and book', () => {
    const [first, second] = rowsFixture;
    show([
      { ...first!, price: -144, book: 'DraftKings' },
      { ...second!, price: null, book: null, profitLoss: null },
    ]);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeTruthy();
    const priced = screen.getByText('Josh Allen Over 245.5 Passing Yards').closest('tr');
    if (!priced) throw new Error('no row');
    expect(within(priced).getByText('-144')).toBeTruthy();
    expect(within(priced).getByText('DraftKings')).toBeTruthy();
    const bare = screen.getByText('Saquon Barkley Under 88.5 Rushing Yards').closest('tr');
    if (!bare) throw new Error('no row');
    expect(within(bare).getByLabelText('no price')).toBeTruthy();
  });

  it('has no Price column when no pick carries a price', () => {
    show(rowsFixture);
    expect(screen.queryByRole('columnheader', { name: 'Price' })).toBeNull();
  });
});
