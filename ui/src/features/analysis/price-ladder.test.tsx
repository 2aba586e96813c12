import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropPriceLadder } from '@edgeboard/domain';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { LADDER_FAILED, NO_LADDER, PriceLadder } from './price-ladder';

withMockServer({ buildWorld: false });

/** A receiving-yards ladder around 55.5: Caesars hangs 54.5 with a positive over, DraftKings sits on the line. */
const ladder: PropPriceLadder = {
  pickId: 'pk1',
  line: 55.5,
  call: 'over',
  asOf: '2025-10-12T15:00:00.000Z',
  rows: [
    { line: 45.5, pOver: 0.74, fairOverOdds: -285, fairUnderOdds: 285, posted: false, quotes: [] },
    {
      line: 54.5,
      pOver: 0.55,
      fairOverOdds: -122,
      fairUnderOdds: 122,
      posted: false,
      quotes: [{ book: 'Caesars', overOdds: -110, underOdds: -110, overEv: 0.05, underEv: -0.1409 }],
    },
    {
      line: 55.5,
      pOver: 0.53,
      fairOverOdds: -113,
      fairUnderOdds: 113,
      posted: true,
      quotes: [{ book: 'DraftKings', overOdds: -110, underOdds: -110, overEv: 0.0118, underEv: -0.1027 }],
    },
  ],
};

const render = () =>
  renderRoutes([{ path: '/x', element: <PriceLadder pickId="pk1" /> }], { at: '/x', auth: signedIn() });

describe('the alt-line ladder', () => {
  it('follows the domain schema', () => {
    expect(PropPriceLadder.parse(ladder)).toEqual(ladder);
  });

  it('lists each line with P(over), fair odds and the books at it, marking a positive EV', async () => {
    answer('/api/props/pk1/ladder', ladder);
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '45.5',
      '54.5',
      '55.5posted',
    ]);
    expect(rows[0]?.textContent).toContain('74.0%');
    expect(rows[0]?.textContent).toContain('No book at this line');
    expect(rows[1]?.textContent).toContain('O -122');
    const marks = [...table.querySelectorAll('mark[data-positive-ev]')].map((m) => m.textContent);
    expect(marks).toEqual(['O -110 +5.0%', 'O -110 +1.2%']);
    expect(rows[1]?.textContent).toContain('U -110 −14.1%');
  });

  it('says so when the pick has no ladder', async () => {
    answer('/api/props/pk1/ladder', { ...ladder, rows: [] });
    render();
    expect(await screen.findByText(NO_LADDER)).toBeTruthy();
  });

  it('offers a retry when the ladder fails, and stays out of a refusal', async () => {
    answer('/api/props/pk1/ladder', { error: { code: 'bad_request', message: 'no' } }, { status: 400 });
    const first = render();
    expect(await screen.findByText(LADDER_FAILED)).toBeTruthy();
    answer('/api/props/pk1/ladder', ladder);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    first.unmount();
    // 403: the analysis itself explains the refusal; the ladder shows nothing.
    answer('/api/props/pk1/ladder', { error: { code: 'forbidden', message: 'no' } }, { status: 403 });
    const { container } = render();
    await waitFor(() => {
      expect(container.querySelector('.ant-skeleton')).toBeNull();
    });
    expect(container.textContent).toBe('');
  });
});
