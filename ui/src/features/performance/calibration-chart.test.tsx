import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalibrationChart } from './calibration-chart';
import { calibrationBand, calibrationFixture } from './performance.fixture';

const band = calibrationBand;

describe('CalibrationChart', () => {
  it('shows promised against actual win rate and the pick count of every band', () => {
    render(<CalibrationChart bands={calibrationFixture.bands} />);
    const chart = screen.getByRole('img', { name: /Edge Score calibration/ });
    const rows = chart.querySelectorAll('[data-role="band"]');
    expect(rows).toHaveLength(5);
    const seventies = rows[2] as SVGGElement;
    expect(seventies.textContent).toContain('70-79');
    expect(seventies.textContent).toContain('7 picks');
    expect(seventies.querySelector('[data-role="promised"]')?.textContent).toBe('73.5%');
    expect(seventies.querySelector('[data-role="actual"]')?.textContent).toBe('66.7%');
    // Bar lengths follow the rates: the 70s promised more than they delivered.
    const width = (role: string) =>
      Number(seventies.querySelector(`[data-role="${role}"] rect`)?.getAttribute('width'));
    expect(width('promised')).toBeGreaterThan(width('actual'));
    const empty = rows[4] as SVGGElement;
    expect(empty.textContent).toContain('0 picks');
    expect(empty.querySelector('[data-role="actual"]')?.textContent).toBe('–');
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Edge Score 90-100: promised –, actual – (0 picks)',
    );
  });

  it("draws a '<50' band when the server sends one, with singular pick counts", () => {
    render(
      <CalibrationChart
        bands={[
          band({ band: '<50', from: 0, to: 49, picks: 1, losses: 1, promised: 0.45, actual: 0 }),
          band({ band: '50-59', from: 50, to: 59 }),
        ]}
      />,
    );
    const rows = screen.getByRole('img').querySelectorAll('[data-role="band"]');
    expect(rows[0]?.textContent).toContain('<50');
    expect(rows[0]?.textContent).toContain('1 pick');
    expect(rows[0]?.querySelector('[data-role="actual"]')?.textContent).toBe('0.0%');
  });

  it('says so when no graded pick matches', () => {
    render(<CalibrationChart bands={calibrationFixture.bands.map((b) => band({ ...b, picks: 0 }))} />);
    expect(screen.getByText('No graded picks match these filters yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
