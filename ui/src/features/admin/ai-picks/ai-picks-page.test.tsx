import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_PICK_DELETE_SUCCESS_MESSAGE, AiPick, NO_AI_PICKS_FOUND_MESSAGE } from '@edgeboard/domain';
import { GENERATE_PATH } from './ai-picks-page';
import { makePick } from './ai-picks.fixture';
import {
  chooseOption as choose,
  expectDeleteOfLastPageRowGoesBack,
  listPanel,
  rowOf,
} from '@/features/admin/common/admin-test-kit';
import { allen, henry, kelce, render, serve } from './ai-picks-test-server';

describe('admin AI picks', () => {
  it('fixtures follow the domain schema', () => {
    for (const p of [allen, henry, kelce]) expect(AiPick.safeParse(p).success).toBe(true);
  });

  it('filters by confidence band on the server, low included, and shows the empty state', async () => {
    const server = serve([allen, henry, kelce]);
    render();
    await screen.findByText('Josh Allen');
    await choose('Confidence filter', 'Low (<60)');
    await waitFor(() => {
      expect(server.lastList()?.get('band')).toBe('low');
    });
    expect(server.lastList()?.get('page')).toBe('1');
    await waitFor(() => {
      expect(screen.queryByText('Josh Allen')).toBeNull();
    });
    expect(screen.getByText('Travis Kelce')).toBeTruthy();
    expect(screen.queryByText('Derrick Henry')).toBeNull();

    await choose('Confidence filter', 'Medium (60-79)');
    await waitFor(() => {
      expect(server.lastList()?.get('band')).toBe('medium');
    });
    expect(await screen.findByText('Derrick Henry')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search AI picks' }), {
      target: { value: 'nobody' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search AI picks' }), { key: 'Enter' });
    expect(await screen.findByText(NO_AI_PICKS_FOUND_MESSAGE)).toBeTruthy();
    expect(server.lastList()?.get('search')).toBe('nobody');
  });

  it('deleting the last row of the last page goes back to the new last page', async () => {
    // Regression (issue #20 item 4): an empty page beside "Showing 1 to 10 of 10 results", no Previous.
    const many = Array.from({ length: 11 }, (_, i) =>
      makePick(i + 1, { id: `pick-${String(i + 1)}`, player: `Player ${String(i + 1)}` }),
    );
    const server = serve(many);
    render();
    await expectDeleteOfLastPageRowGoesBack({
      row: (n) => `Player ${String(n)}`,
      deleted: AI_PICK_DELETE_SUCCESS_MESSAGE,
      empty: NO_AI_PICKS_FOUND_MESSAGE,
      lastList: server.lastList,
    });
  });

  it("filters by week and result on the server and shows each pick's week and result", async () => {
    const graded = makePick(4, {
      player: 'Graded Guy',
      week: 2,
      result: 'win',
      actual_value: 300,
      profit: 0.9,
    });
    const server = serve([allen, graded]);
    render();
    await screen.findByText('Graded Guy');
    expect(within(rowOf('Graded Guy')).getByText('Win')).toBeTruthy();
    expect(within(rowOf('Graded Guy')).getByText('2025 W2')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('Pending')).toBeTruthy();
    await choose('Result filter', 'Pending');
    await waitFor(() => {
      expect(server.lastList()?.get('result')).toBe('pending');
    });
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Graded Guy')).toBeNull();
    });
    await choose('Result filter', 'All Results');
    await choose('Week filter', 'Week 2');
    await waitFor(() => {
      expect(server.lastList()?.get('week')).toBe('2');
    });
    expect(server.lastList()?.has('result')).toBe(false);
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Josh Allen')).toBeNull();
    });
    expect(within(listPanel()).getByText('Graded Guy')).toBeTruthy();
  });

  it('opens the generate screen in a new tab', async () => {
    serve([allen]);
    render();
    const link = await screen.findByRole('link', { name: 'Generate' });
    expect(link.getAttribute('href')).toBe(GENERATE_PATH);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
