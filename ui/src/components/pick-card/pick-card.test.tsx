import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_ANALYSIS_MESSAGE, NO_PLAY_REASON_TEXT, PropFeedItem } from '@edgeboard/domain';
import { CompactPickCard, FullPickCard } from './pick-card';
import { EdgeScoreRing } from './edge-score-ring';
import { PickCardSkeleton } from './pick-card-skeleton';
import { feedItem, feedItemWithMarket, pickMarket, proxyMarket } from './pick-card.fixtures';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
/** Renders the full card of `item` and answers its Market section. */
const fullCardMarket = (item: PropFeedItem) => {
  inRouter(<FullPickCard item={item} />);
  return screen.getByRole('region', { name: 'Market' });
};

describe('EdgeScoreRing', () => {
  it.each([
    [59, 'red', 'false'],
    [60, 'amber', 'false'],
    [70, 'blue', 'false'],
    [80, 'green', 'false'],
    [89, 'green', 'false'],
    [90, 'green', 'true'],
  ])('scores %i with colour %s, pulse %s', (score, colour, pulse) => {
    render(<EdgeScoreRing score={score} />);
    const ring = screen.getByRole('img', { name: `Edge Score ${score}` });
    expect(ring.getAttribute('data-colour')).toBe(colour);
    expect(ring.getAttribute('data-pulse')).toBe(pulse);
    expect(ring.classList.contains('edge-ring--pulse')).toBe(pulse === 'true');
  });

  it('shows the score as displayed: clamped and rounded', () => {
    render(<EdgeScoreRing score={89.6} />);
    const ring = screen.getByRole('img', { name: 'Edge Score 90' });
    expect(ring.getAttribute('data-pulse')).toBe('true');
    expect(ring.textContent).toBe('90%');
  });

  it('draws an arc proportional to the score', () => {
    const { container } = render(<EdgeScoreRing score={25} size={100} strokeWidth={10} />);
    const arc = container.querySelectorAll('circle')[1];
    const circumference = 2 * Math.PI * 45;
    expect(Number(arc?.getAttribute('stroke-dasharray'))).toBeCloseTo(circumference, 3);
    expect(Number(arc?.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * 0.75, 3);
  });
});

describe('FullPickCard', () => {
  it.each([
    [59, 'Nothing Special', 'red', 2.5, 'yellow'],
    [60, 'Value Pick', 'amber', 3, 'yellow'],
    [70, 'Strong Play', 'blue', 3.5, 'yellow'],
    [80, 'Hot Pick', 'green', 4, 'yellow'],
    [90, 'Top Pick', 'primary', 5, 'green'],
    [39, 'Nothing Special', 'red', 1, 'red'],
  ])('at %i shows %s (%s) with %f %s stars', (confidence, label, labelColour, stars, starColour) => {
    inRouter(<FullPickCard item={feedItem({ confidence })} />);
    const rating = screen.getByTestId('rating-label');
    expect(rating.textContent).toBe(label);
    expect(rating.getAttribute('data-colour')).toBe(labelColour);
    const starsEl = screen.getByRole('img', { name: `Confidence Rating: ${stars} out of 5 stars` });
    expect(starsEl.getAttribute('data-colour')).toBe(starColour);
    expect(screen.getByRole('img', { name: `Edge Score ${confidence}` })).toBeTruthy();
  });

  it('shows a started pick as the record: its result once graded, Final or Live before that', () => {
    const cases: [Partial<PropFeedItem>, string | null][] = [
      [{ status: 'final', result: 'win' }, 'Won'],
      [{ status: 'final', result: 'loss' }, 'Lost'],
      [{ status: 'final', result: 'push' }, 'Push'],
      [{ status: 'final', result: null }, 'Final · grading'],
      [{ status: 'live' }, 'Live'],
      [{ status: 'upcoming' }, null],
    ];
    for (const [over, label] of cases) {
      for (const Card of [FullPickCard, CompactPickCard]) {
        const { unmount } = inRouter(<Card item={feedItem(over)} />);
        if (label === null) expect(screen.queryByTestId('pick-outcome')).toBeNull();
        else expect(screen.getByTestId('pick-outcome').textContent).toBe(label);
        unmount();
      }
    }
  });

  it('gives a Top Pick a trophy and no other rating one', () => {
    const { unmount } = inRouter(<FullPickCard item={feedItem({ confidence: 90 })} />);
    expect(screen.getByTestId('rating-label').querySelector('.anticon-trophy')).not.toBeNull();
    unmount();
    inRouter(<FullPickCard item={feedItem({ confidence: 89 })} />);
    expect(screen.getByTestId('rating-label').querySelector('.anticon-trophy')).toBeNull();
  });

  it('shows the AI pick, the analysis excerpt and a View Details link to the analysis', () => {
    const item = feedItem();
    expect(PropFeedItem.parse(item)).toEqual(item);
    inRouter(<FullPickCard item={item} />);
    const card = screen.getByRole('article', { name: 'Josh Allen' });
    const aiPick = within(card).getByRole('region', { name: 'AI Pick' });
    expect(aiPick.textContent).toContain('Over 245.5 Passing Yards');
    // 103 characters: short enough to show whole.
    expect(within(card).getByRole('region', { name: 'Analysis' }).textContent).toContain(item.reasoning);
    const link = within(card).getByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/analysis/${item.id}`);
    expect(link.textContent).toBe('View Details');
  });

  it('cuts long analysis to two sentences and prefers the condensed reasoning', () => {
    const long =
      'Allen has thrown for 270 or more yards in five straight road games against AFC East rivals this year. ' +
      'Miami has lost two starting corners to injury during the week. ' +
      'The total of 51.5 is the highest on the slate, so the game script favours passing volume all afternoon.';
    const { unmount } = inRouter(<FullPickCard item={feedItem({ reasoning: long })} />);
    const text = screen.getByRole('region', { name: 'Analysis' }).textContent;
    expect(text).toContain('injury during the week.');
    expect(text).not.toContain('highest on the slate');
    unmount();

    inRouter(
      <FullPickCard
        item={feedItem({ reasoning: long, condensedReasoning: 'Volume and a weak secondary.' })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Analysis' }).textContent).toContain(
      'Volume and a weak secondary.',
    );
  });

  it('says there is no analysis when the reasoning is blank', () => {
    inRouter(<FullPickCard item={feedItem({ reasoning: '  ' })} />);
    expect(screen.getByRole('region', { name: 'Analysis' }).textContent).toContain(NO_ANALYSIS_MESSAGE);
  });
});

describe('CompactPickCard', () => {
  it('shows player, prop type, pick, matchup, date and time, confidence, chips and View Analysis', () => {
    const item = feedItem({
      confidence: 82,
      description: 'Derrick Henry Under 88.5 Rushing Yards',
      player: 'Derrick Henry',
      type: 'Rushing Yards',
      matchup: 'BAL @ CIN',
      ai_picks: [
        {
          player: 'Derrick Henry',
          pickDirection: 'Under',
          lineValue: 88.5,
          statType: 'rushing_yards',
          confidence: 82,
        },
      ],
    });
    inRouter(<CompactPickCard item={item} />);
    const card = screen.getByRole('article', { name: 'Derrick Henry' });
    expect(within(card).getByTestId('pick-text').textContent).toBe('Under 88.5 Rushing Yards');
    expect(within(card).getAllByText('Rushing Yards').length).toBe(2); // line and type chip
    expect(within(card).getByText('AI Pick')).toBeTruthy();
    expect(within(card).getByText('BAL @ CIN')).toBeTruthy();
    expect(card.textContent).toContain('Sep 14, 2025 · 1:00 PM EDT');
    expect(within(card).getByRole('img', { name: 'Edge Score 82' }).textContent).toBe('82%');
    const link = within(card).getByRole('link', { name: /View Analysis/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/analysis/${item.id}`);
  });
});

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

describe('PickCardSkeleton', () => {
  it('is announced as loading', () => {
    render(<PickCardSkeleton layout="compact" />);
    expect(screen.getByRole('status', { name: 'Loading...' }).getAttribute('aria-busy')).toBe('true');
  });
});
