// The prop calculator (issue #27 item 6): the engine's probability at the typed line and where it comes from,
// the market's no-vig view beside it, and the EV a price off the engine's view carries.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculatorAnswer, PropCalculatorResponse } from '@edgeboard/domain';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { PropCalculator } from './prop-calculator';

withMockServer({ buildWorld: false });

const engine = {
  ...{ opponent: 'BUF', player: { id: 'p1', name: 'Rashee Rice' } },
  ...{ pOver: 0.62, mean: 68.44, games: 21, feedWeight: 0 },
};

function open() {
  renderRoutes(
    [
      {
        path: '/dashboard/players/:id',
        element: (
          <PropCalculator playerId="p1" statType="receiving_yards" initialLine={60.5} locked={false} />
        ),
      },
    ],
    { at: '/dashboard/players/p1', auth: signedIn() },
  );
}

const row = (side: 'Over' | 'Under') =>
  screen.getByRole('rowheader', { name: `${side} 60.5` }).closest('tr') as HTMLElement;

describe('prop calculator', () => {
  it('says the probability is the engine’s projection of the player, with the market’s no-vig view beside it', async () => {
    const result = calculatorAnswer(
      { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 },
      engine,
    );
    expect(PropCalculatorResponse.safeParse(result).success).toBe(true);
    answer('/api/players/:id/calculator', result, { method: 'post' });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByTestId('calculator-source')).textContent).toBe(
      'Engine projection for Rashee Rice at 60.5 Receiving Yards vs BUF: P(over) 62.0%, from his 21 earlier games (projected 68.4).',
    );
    // Engine 62% / 38%, fair -163 / +163; market 50% / 50%; at -110 the over is +18.4%, the under -27.5%.
    expect(
      within(row('Over'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-110', '62.0% (-163)', '52.4%', '+18.4%', '50.0%']);
    expect(
      within(row('Under'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-110', '38.0% (+163)', '52.4%', '-27.5%', '50.0%']);
    const note = screen.getByTestId('calculator-result').textContent;
    expect(note).toContain('without their 4.8% margin');
    expect(note).toContain('against real lines it has not beaten the market');
  });

  it('shows the alt-line ladder under the result: P(over) and fair odds per line, your prices at your line', async () => {
    const ladder = [
      { line: 50.5, pOver: 0.74 },
      { line: 60.5, pOver: 0.62 },
      { line: 70.5, pOver: 0.45 },
    ];
    const result = calculatorAnswer(
      { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 },
      { ...engine, ladder },
    );
    expect(PropCalculatorResponse.safeParse(result).success).toBe(true);
    answer('/api/players/:id/calculator', result, { method: 'post' });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const table = await screen.findByTestId('price-ladder');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '50.5',
      '60.5posted',
      '70.5',
    ]);
    expect(rows[0]?.textContent).toContain('74.0%');
    expect(rows[0]?.textContent).toContain('O -285');
    // Your prices at your line, the over's +18.4% marked as positive EV.
    expect(rows[1]?.textContent).toContain('Your prices');
    expect(table.querySelector('mark[data-positive-ev="over"]')?.textContent).toBe('O -110 +18.4%');
  });
});
