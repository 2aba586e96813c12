import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CompactPickCard, FullPickCard } from './pick-card';
import { feedItem } from './pick-card.fixtures';
import { playerResearchHref } from './pick-card-view';

describe("the pick card's player name", () => {
  it.each([
    ['compact', CompactPickCard],
    ['full', FullPickCard],
  ])('links to his research page on the pick’s stat type (%s)', (_, Card) => {
    const item = feedItem({ playerId: 'p 1' });
    render(
      <MemoryRouter>
        <Card item={item} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: item.player });
    expect(link.getAttribute('href')).toBe(
      `/dashboard/players/p%201?statType=${item.ai_picks[0]?.statType ?? ''}`,
    );
  });

  it('is plain text for a pick stored without a player id', () => {
    const item = feedItem({ playerId: null });
    render(
      <MemoryRouter>
        <FullPickCard item={item} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: item.player })).toBeNull();
    expect(playerResearchHref(undefined)).toBeNull();
  });
});
