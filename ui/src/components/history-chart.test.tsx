import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisMax, barLabel, HistoryChart } from './history-chart';

const games = [
  { date: '2025-09-07', points: 40 },
  { date: '2025-09-14', points: 80 },
  { date: '2024 W17', points: 55 },
];

const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

describe('history chart', () => {
  it('draws the prop line at its value, between a bar under it and a bar over it', () => {
    render(<HistoryChart games={games} line={62.5} statLabel="Receiving Yards" />);
    const chart = screen.getByRole('img', { name: /Receiving Yards by game, with the 62.5 line/ });
    const line = chart.querySelector('[data-role="prop-line"]');
    if (line === null) throw new Error('no prop line');
    const rects = [...chart.querySelectorAll('rect')];
    expect(rects).toHaveLength(3);
    // Bars stand on a common baseline; their tops sit at y, so the line lies between the 40 and 80 tops.
    const baseline = num(rects[0]!, 'y') + num(rects[0]!, 'height');
    const lineY = num(line, 'y1');
    expect(num(line, 'y2')).toBe(lineY);
    expect(num(rects[0]!, 'y')).toBeGreaterThan(lineY);
    expect(num(rects[1]!, 'y')).toBeLessThan(lineY);
    // Heights are proportional: the line is at 62.5/40 of the first bar's height above the baseline.
    expect((baseline - lineY) / num(rects[0]!, 'height')).toBeCloseTo(62.5 / 40, 6);
    expect(screen.getByText('Line 62.5')).toBeTruthy();
    expect(chart.textContent).toContain('Sep 7');
    expect(chart.textContent).toContain('2024 W17');
  });

  it('gives each date its year when the games span two years (issue #28 item 7)', () => {
    const twoSeasons = [
      { date: '2024-12-29', points: 40 },
      { date: '2025-01-05', points: 80 },
      { date: '2025-09-07', points: 55 },
    ];
    render(<HistoryChart games={twoSeasons} line={62.5} statLabel="Receiving Yards" />);
    const chart = screen.getByRole('img');
    const labels = [...chart.querySelectorAll('[data-role="bar"] text')].map((t) => t.textContent);
    expect(labels).toEqual(['Dec 29, 2024', 'Jan 5, 2025', 'Sep 7, 2025']);
    expect(chart.querySelector('desc')?.textContent).toContain('Dec 29, 2024: 40 (under the line)');
  });

  it('fits a line above every bar', () => {
    render(<HistoryChart games={[{ date: '2025-09-07', points: 0 }]} line={0.5} statLabel="Touchdowns" />);
    const line = screen.getByRole('img').querySelector('[data-role="prop-line"]');
    expect(num(line!, 'y1')).toBeGreaterThanOrEqual(28);
  });

  it('says so when there is no history', () => {
    render(<HistoryChart games={[]} line={10} statLabel="Receptions" />);
    expect(screen.getByText('No game history available for this prop.')).toBeTruthy();
  });

  it('rounds the axis up with head-room', () => {
    expect(axisMax([315, 245.5])).toBe(500);
    expect(axisMax([62, 80])).toBe(100);
    expect(axisMax([0])).toBe(1);
    expect(barLabel('2025-10-05')).toBe('Oct 5');
  });
});
