import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchFilters } from './use-search-filters';

interface Filters {
  statType?: string;
  minEv?: string;
}

const read = (s: URLSearchParams): Filters => ({
  ...(s.has('statType') ? { statType: s.get('statType') ?? '' } : {}),
  ...(s.has('minEv') ? { minEv: s.get('minEv') ?? '' } : {}),
});
const write = (f: Filters) => new URLSearchParams(Object.entries(f) as [string, string][]);

function Board() {
  const [filters, change] = useSearchFilters(read, write);
  return (
    <>
      <output aria-label="filters">{JSON.stringify(filters)}</output>
      <button
        type="button"
        // Two filters chosen before the first change renders: both handlers hold the same render.
        onClick={() => {
          change((f) => ({ ...f, statType: 'receiving_yards' }));
          change((f) => ({ ...f, minEv: '2' }));
        }}
      >
        both
      </button>
      <button
        type="button"
        onClick={() => {
          change((f) => ({ ...f, minEv: '5' }));
        }}
      >
        later
      </button>
    </>
  );
}

function renderBoard(at: string) {
  const router = createMemoryRouter([{ path: '/board', element: <Board /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSearchFilters', () => {
  it('reads the filters from the query string', () => {
    renderBoard('/board?statType=passing_yards');
    expect(screen.getByLabelText('filters').textContent).toBe('{"statType":"passing_yards"}');
  });

  it('keeps a change that has not rendered yet when another follows it', async () => {
    const router = renderBoard('/board');
    await act(async () => {
      screen.getByRole('button', { name: 'both' }).click();
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('?statType=receiving_yards&minEv=2');
    expect(screen.getByLabelText('filters').textContent).toBe('{"statType":"receiving_yards","minEv":"2"}');
  });

  it('starts from the rendered filters once the last change has rendered, Back included', async () => {
    const router = renderBoard('/board?statType=rushing_yards');
    await act(async () => {
      screen.getByRole('button', { name: 'both' }).click();
      await Promise.resolve();
    });
    // The URL moves on by another way (a link, Back): the next change starts from what is on show.
    await act(async () => {
      await router.navigate('/board?statType=passing_yards');
    });
    await act(async () => {
      screen.getByRole('button', { name: 'later' }).click();
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('?statType=passing_yards&minEv=5');
  });
});
