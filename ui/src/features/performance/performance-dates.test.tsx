// Issue #28 item 6: Performance Review printed dates in UTC, so a Thursday 8:15 PM Eastern game read as Friday.
// Dates are the reader's: this file reads as a reader in New York (TZ set before anything formats a date).
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
const previousTz = vi.hoisted(() => {
  const tz = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return tz;
});
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as PerformancePage } from './performance-page';
import { calibrationFixture, dataPage, rowsFixture, summaryFixture } from './performance.fixture';

withMockServer({ buildWorld: false });
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('performance review dates', () => {
  it('shows a Thursday night game on Thursday for a reader in New York, in the table and the profit chart', async () => {
    const thursdayNight = { ...rowsFixture[0]!, date: '2025-10-03T00:15:00.000Z' };
    answer('/api/performance/summary', summaryFixture);
    answer('/api/performance/calibration', calibrationFixture);
    answer('/api/performance/data', (_r, q) => ({
      ...dataPage(Number(q.get('page')), Number(q.get('limit')), 1),
      data: [thursdayNight],
    }));
    renderRoutes([{ path: '/dashboard/performance', element: <PerformancePage /> }], {
      at: '/dashboard/performance',
      auth: signedIn(),
    });
    const row = (await screen.findByText(thursdayNight.description)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Oct 2, 2025')).toBeTruthy();
    const profit = screen.getByRole('img', { name: /Profit\/loss over time/ });
    expect(profit.querySelector('desc')?.textContent).toBe('Oct 2: +0.91u');
  });
});
