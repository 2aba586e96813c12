// A pick is tracked as a bet only before kickoff (issue #28 item 5): a started or played pick's card offers no
// Track bet link, since the tracker refuses the bet.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PropFeedItem } from '@edgeboard/domain';
import { FullPickCard } from './pick-card';
import { feedItem } from './pick-card.fixtures';

describe('Track bet on a pick card', () => {
  it('is offered on an upcoming pick only', () => {
    const cases: [Partial<PropFeedItem>, boolean][] = [
      [{ status: 'upcoming' }, true],
      [{ status: 'live' }, false],
      [{ status: 'final', result: null }, false],
      [{ status: 'final', result: 'win' }, false],
    ];
    for (const [over, offered] of cases) {
      const { unmount } = render(
        <MemoryRouter>
          <FullPickCard item={feedItem(over)} />
        </MemoryRouter>,
      );
      const links = screen.queryAllByRole('link', { name: /^Track bet/ });
      expect(links.length > 0, JSON.stringify(over)).toBe(offered);
      unmount();
    }
  });
});
