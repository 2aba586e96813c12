import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PLAYER_MATCHES_MESSAGE } from '@edgeboard/domain';
import { feedItemWithMarket, pickMarket } from '@/components/pick-card/pick-card.fixtures';
import { PLAYS_ONLY_HINT } from './prop-feed-filters';
import { cards, open, openFeed, picks, serve, withFeedServer } from './prop-feed-test-kit';

withFeedServer();

describe('prop feed filters', () => {
  it('sends the filters held in the URL', async () => {
    const { feedCalls } = await openFeed(picks(2), {
      at: '/dashboard/props?week=3&minConfidence=60&statType=player_yards&status=upcoming&sortBy=created_at&sortOrder=asc&player=Josh+Allen',
    });
    expect(Object.fromEntries(feedCalls[0] ?? [])).toEqual({
      limit: '12',
      offset: '0',
      minConfidence: '60',
      sortBy: 'created_at',
      sortOrder: 'asc',
      week: '3',
      player: 'Josh Allen',
      statType: 'player_yards',
      status: 'upcoming',
    });
    expect(screen.getByLabelText('Player')).toHaveProperty('value', 'Josh Allen');
  });

  it('applies new filters only on Apply Filters, into the URL, from the first page', async () => {
    const { feedCalls, user, router } = await openFeed(picks(3));

    await user.click(screen.getByLabelText('Confidence'));
    await user.click(await screen.findByTitle('80%+'));
    await user.click(screen.getByLabelText('Prop Type'));
    await user.click(await screen.findByTitle('Receiving Yards'));
    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toBeTruthy();
    expect(feedCalls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?minConfidence=80&statType=receiving_yards&sortOrder=asc');
    const q = feedCalls[1];
    expect(q?.get('minConfidence')).toBe('80');
    expect(q?.get('statType')).toBe('receiving_yards');
    expect(q?.get('sortOrder')).toBe('asc');
    expect(q?.get('offset')).toBe('0');
  });

  it('sorts by value (EV) and keeps Plays only, both in the URL and in the request', async () => {
    const { feedCalls, user, router } = await openFeed(picks(3));
    const plays = screen.getByRole('checkbox', { name: 'Plays only' });
    expect(plays).toHaveProperty('checked', false);
    expect(document.getElementById(plays.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PLAYS_ONLY_HINT,
    );

    await user.click(screen.getByLabelText('Sort By'));
    await user.click(await screen.findByTitle('Value (EV)'));
    await user.click(plays);
    expect(feedCalls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?sortBy=ev&plays=true');
    expect(feedCalls[1]?.get('sortBy')).toBe('ev');
    expect(feedCalls[1]?.get('plays')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Plays only' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(3);
    });
    expect(router.state.location.search).toBe('?sortBy=ev');
    expect(feedCalls[2]?.has('plays')).toBe(false);
  });

  it('opens a shared link with Value (EV) and Plays only applied, and shows each pick against the market', async () => {
    const { feedCalls } = serve({ all: [feedItemWithMarket(pickMarket())] });
    open('/dashboard/props?sortBy=ev&plays=true');
    await waitFor(() => {
      expect(cards()).toHaveLength(1);
    });
    expect(Object.fromEntries(feedCalls[0] ?? [])).toMatchObject({ sortBy: 'ev', plays: 'true' });
    expect(screen.getByRole('checkbox', { name: 'Plays only' })).toHaveProperty('checked', true);
    expect(screen.getByTitle('Value (EV)')).toBeTruthy();
    expect(screen.getByTestId('market-line').textContent).toBe(
      'DraftKings -115/-105 · fair -104 · best -105 FanDuel · EV +8.0%',
    );
  });

  it('suggests players by case-insensitive substring and says when none match', async () => {
    serve({ all: picks(1) });
    const user = userEvent.setup();
    open();
    const search = screen.getByLabelText('Player');
    await user.type(search, 'JOSH');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2);
    });
    expect(listbox).toBeTruthy();
    expect(screen.getByTitle(/Josh Allen/)).toBeTruthy();
    expect(screen.getByTitle(/Josh Jacobs/)).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText(NO_PLAYER_MATCHES_MESSAGE)).toBeTruthy();
  });
});
