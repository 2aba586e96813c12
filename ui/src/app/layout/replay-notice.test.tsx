import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { ReplayNotice, replayScheduleNotice } from './replay-notice';

withMockServer({ buildWorld: false });

const site = (replay: unknown) => ({
  siteName: 'EdgeBoard',
  siteDescription: 'x',
  maintenanceMode: false,
  maintenanceMessage: null,
  mode: 'local',
  season: 2023,
  week: 10,
  replay,
});
const open = () =>
  renderRoutes([{ path: '/dashboard', element: <ReplayNotice /> }], { at: '/dashboard', auth: signedIn() });

describe('ReplayNotice', () => {
  it('says how many games of a replay have a derived schedule', async () => {
    answer('/api/site', site({ games: 272, derivedGames: 36 }));
    open();
    expect(await screen.findByText(replayScheduleNotice(2023, 36, 272))).toBeTruthy();
    expect(replayScheduleNotice(2023, 36, 272)).toContain('36 of 272 games have no real schedule');
  });

  it('says nothing when every game has a real schedule, or outside a replay', async () => {
    const sent = answer('/api/site', site({ games: 272, derivedGames: 0 }));
    const { container } = open();
    await waitFor(() => {
      expect(sent.requests).toHaveLength(1);
    });
    expect(container.textContent).toBe('');
  });
});
