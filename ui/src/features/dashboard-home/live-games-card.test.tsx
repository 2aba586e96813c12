import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_GAMES_ROTATION_MS, NO_GAMES_MESSAGE, SCORES_FAILED_MESSAGE } from '@edgeboard/domain';
import { pick, game, serve, open, advance, withDashboardTimers } from './dashboard-test-kit';

withDashboardTimers();

describe('Live NFL Games', () => {
  it('opens on the week of the nearest open pick and shows 6 games a page, rotating every 10 s', async () => {
    const games = [
      ...Array.from({ length: 6 }, (_, i) => game(i)),
      game(6, {
        Status: 'InProgress',
        AwayScore: 14,
        HomeScore: 7,
        QuarterDescription: '3rd Quarter',
        TimeRemaining: '8:21',
      }),
      game(7, { Status: 'Final', AwayScore: 20, HomeScore: 23 }),
    ];
    const { scoreCalls } = serve({
      feed: [pick(1, { week: 2, status: 'final' }), pick(2, { week: 4, status: 'upcoming' })],
      games: () => games,
    });
    open();
    await waitFor(() => {
      expect(screen.getAllByTestId('game')).toHaveLength(6);
    });
    expect(screen.getByTestId('season-week').textContent).toBe('Season 2025 · Week 4');
    expect(Object.fromEntries(scoreCalls[0] ?? [])).toEqual({ season: '2025', week: '4', seasonType: 'REG' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('AA @ HA')).toBeTruthy();

    advance(LIVE_GAMES_ROTATION_MS);
    expect(screen.getAllByTestId('game')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('3rd Quarter · 8:21')).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next games' }));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it("asks for the season the server's clock is in: a replayed 2023 shows 2023's games", async () => {
    const { scoreCalls } = serve({ season: 2023, feed: [pick(1, { week: 9, status: 'upcoming' })] });
    open();
    await waitFor(() => {
      expect(screen.getByTestId('season-week').textContent).toBe('Season 2023 · Week 9');
    });
    expect(scoreCalls[0]?.get('season')).toBe('2023');
  });

  it('polls the scores every 5 s', async () => {
    const { scoreCalls } = serve();
    open();
    await waitFor(() => {
      expect(scoreCalls).toHaveLength(1);
    });
    advance(5_000);
    await waitFor(() => {
      expect(scoreCalls).toHaveLength(2);
    });
  });

  it('rolls past finished weeks when no pick is open', async () => {
    const { scoreCalls } = serve({
      feed: [pick(1, { week: 1, status: 'final' })],
      games: (week) => [game(week, { Status: week < 3 ? 'Final' : 'Scheduled', AwayScore: 0, HomeScore: 0 })],
    });
    open();
    await waitFor(() => {
      expect(screen.getByTestId('season-week').textContent).toBe('Season 2025 · Week 3');
    });
    expect(scoreCalls.map((q) => q.get('week'))).toEqual(['1', '2', '3']);
  });

  it('shows the failure and empty messages', async () => {
    serve({ scoresStatus: 400 });
    const first = open();
    expect(await screen.findByText(SCORES_FAILED_MESSAGE)).toBeTruthy();
    first.unmount();
    serve({ games: () => [] });
    open();
    expect(await screen.findByText(NO_GAMES_MESSAGE)).toBeTruthy();
  });
});
