// What the pick card tests share: a card rendered inside a router (its links need one), and its Market section.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PropFeedItem } from '@edgeboard/domain';
import { FullPickCard } from './pick-card';

export const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
/** Renders the full card of `item` and answers its Market section. */
export const fullCardMarket = (item: PropFeedItem) => {
  inRouter(<FullPickCard item={item} />);
  return screen.getByRole('region', { name: 'Market' });
};
