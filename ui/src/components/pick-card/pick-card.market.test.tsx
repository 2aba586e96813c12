import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PLAY_REASON_TEXT, PropFeedItem } from '@edgeboard/domain';
import { CompactPickCard, FullPickCard } from './pick-card';
import { feedItem, feedItemWithMarket, pickMarket, proxyMarket } from './pick-card.fixtures';
import { fullCardMarket, inRouter } from './pick-card-test-kit';

describe('the rating label beside the verdict (pickLabel, on both layouts)', () => {
  // A heavy favourite that is not worth its price: the spec's band would call it a Value Pick.
  const favouriteNoPlay = feedItemWithMarket(
    pickMarket({ verdict: 'no_play', reason: 'no_edge', probability: 0.67 }),
    {
      confidence: 67,
    },
  );
  const weakPlay = feedItemWithMarket(pickMarket());

  it('full: a no play is never shown as a value-claiming label; its stars keep the band', () => {
    for (const confidence of [95, 85, 75, 67]) {
      const item = feedItemWithMarket(pickMarket({ verdict: 'no_play', reason: 'no_edge' }), { confidence });
      const { unmount } = inRouter(
        <FullPickCard item={{ ...item, ai_picks: item.ai_picks.map((p) => ({ ...p, confidence })) }} />,
      );
      const rating = screen.getByTestId('rating-label');
      expect(rating.textContent).toBe('No play');
      expect(rating.getAttribute('data-colour')).toBe('grey');
      expect(screen.queryByTestId('rating-verdict')).toBeNull();
      unmount();
    }
    inRouter(<FullPickCard item={favouriteNoPlay} />);
    expect(screen.getByRole('img', { name: 'Confidence Rating: 3 out of 5 stars' })).toBeTruthy();
  });

  it('full: a play rated Nothing Special shows Play beside it', () => {
    inRouter(<FullPickCard item={weakPlay} />);
    expect(screen.getByTestId('rating-label').textContent).toBe('Nothing Special');
    expect(screen.getByTestId('rating-verdict').textContent).toBe('Play');
  });

  it('compact: the verdict and its reason are in view on a favourite no play and a weak play', () => {
    const { unmount } = inRouter(<CompactPickCard item={favouriteNoPlay} />);
    expect(screen.getByTestId('compact-verdict').textContent).toBe(`No play ${NO_PLAY_REASON_TEXT.no_edge}`);
    expect(screen.queryByText('Value Pick')).toBeNull();
    unmount();
    inRouter(<CompactPickCard item={weakPlay} />);
    expect(screen.getByTestId('compact-verdict').textContent).toMatch(/^Play · /);
    expect(screen.queryByText('Nothing Special')).toBeNull();
  });
});

describe('the market on the cards', () => {
  const play = feedItemWithMarket(pickMarket());
  const injured = feedItemWithMarket(pickMarket({ verdict: 'no_play', reason: 'injury' }));
  const proxy = feedItemWithMarket(proxyMarket());
  // An anytime-touchdown style market: the book prices the over only, so there are no fair odds.
  const oneSided = feedItemWithMarket(
    pickMarket({
      source: { kind: 'book', sportsbook: 'FanDuel', pulledAt: null },
      overOdds: 150,
      underOdds: null,
      fairProbability: null,
      fairOdds: null,
      probability: 0.42,
      best: { sportsbook: 'BetMGM', odds: 160 },
      evPercent: 9.2,
    }),
    { confidence: 42 },
  );

  it('accepts every example as a feed item', () => {
    for (const item of [play, injured, proxy, oneSided]) expect(PropFeedItem.parse(item)).toEqual(item);
  });

  it('compact: a play shows its EV and the best price with its book', () => {
    inRouter(<CompactPickCard item={play} />);
    const card = screen.getByRole('article', { name: 'Josh Allen' });
    expect(within(card).getByTestId('pick-market').textContent).toBe('EV +8.0% · -105 FanDuel');
    expect(within(card).queryByTestId('no-play')).toBeNull();
  });

  it("compact and full: a best price at another line than the pick's names that line (issue #29)", () => {
    const gap = feedItemWithMarket(pickMarket({ best: { sportsbook: 'Caesars', odds: -110, line: 42.5 } }));
    inRouter(<CompactPickCard item={gap} />);
    expect(screen.getByTestId('pick-market').textContent).toBe('EV +8.0% · Over 42.5 -110 Caesars');
  });

  it('compact: a no play shows No play and its reason in view, without a hover', () => {
    inRouter(<CompactPickCard item={injured} />);
    const card = screen.getByRole('article', { name: 'Josh Allen' });
    const verdict = within(card).getByTestId('compact-verdict');
    expect(verdict.textContent).toBe(`No play ${NO_PLAY_REASON_TEXT.injury}`);
    const reason = within(verdict).getByText(NO_PLAY_REASON_TEXT.injury);
    expect(reason.closest('.visually-hidden')).toBeNull();
    expect(within(card).queryByTestId('pick-market')).toBeNull();
  });

  it('compact: a no play without a stored reason had no edge', () => {
    inRouter(<CompactPickCard item={feedItemWithMarket(pickMarket({ verdict: 'no_play', reason: null }))} />);
    expect(screen.getByTestId('compact-verdict').textContent).toBe(`No play ${NO_PLAY_REASON_TEXT.no_edge}`);
  });

  it('compact: a play says Play beside its EV and best price', () => {
    inRouter(<CompactPickCard item={play} />);
    expect(screen.getByTestId('compact-verdict').textContent).toBe('Play · EV +8.0% · -105 FanDuel');
  });

  it('compact: a one-sided market still shows the EV at the best price', () => {
    inRouter(<CompactPickCard item={oneSided} />);
    expect(screen.getByTestId('pick-market').textContent).toBe('EV +9.2% · +160 BetMGM');
  });

  it('full: a play shows the book, both prices, fair odds, the best price and EV, and says Play', () => {
    const market = fullCardMarket(play);
    expect(within(market).getByTestId('market-line').textContent).toBe(
      'DraftKings -115/-105 · fair -104 · best -105 FanDuel · EV +8.0%',
    );
    expect(within(market).getByText('Play')).toBeTruthy();
    expect(within(market).queryByTestId('no-play-reason')).toBeNull();
  });

  it('full: a no play says why in visible text', () => {
    const market = fullCardMarket(injured);
    expect(within(market).getByTestId('no-play').textContent).toBe('No play');
    expect(within(market).getByTestId('no-play-reason').textContent).toBe(
      `Why no play: ${NO_PLAY_REASON_TEXT.injury}`,
    );
  });

  it('full: a proxy line says no book posted it', () => {
    const market = fullCardMarket(proxy);
    expect(within(market).getByTestId('market-line').textContent).toBe('Proxy line (no book)');
    expect(within(market).getByTestId('no-play-reason').textContent).toBe(
      `Why no play: ${NO_PLAY_REASON_TEXT.no_edge}`,
    );
  });

  it('full: a one-sided market has no fair odds and says so', () => {
    inRouter(<FullPickCard item={oneSided} />);
    expect(screen.getByTestId('market-line').textContent).toBe(
      'FanDuel over +150 only · fair odds unknown · best +160 BetMGM · EV +9.2%',
    );
  });

  it('shows nothing extra for a pick stored before prices were kept', () => {
    const old = feedItem();
    expect(old.ai_picks[0]?.market).toBeUndefined();
    const { unmount } = inRouter(<CompactPickCard item={old} />);
    expect(screen.queryByTestId('pick-market')).toBeNull();
    expect(screen.queryByTestId('no-play')).toBeNull();
    unmount();
    inRouter(<FullPickCard item={feedItem({ ai_picks: [{ ...old.ai_picks[0]!, market: null }] })} />);
    expect(screen.queryByRole('region', { name: 'Market' })).toBeNull();
  });
});
