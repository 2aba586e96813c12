import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_ANALYSIS_MESSAGE, PropFeedItem } from '@edgeboard/domain';
import { CompactPickCard, FullPickCard } from './pick-card';
import { EdgeScoreRing } from './edge-score-ring';
import { PickCardSkeleton } from './pick-card-skeleton';
import { feedItem } from './pick-card.fixtures';
import { inRouter } from './pick-card-test-kit';

// The ring, both layouts and the skeleton; the verdict and the market on the cards are pick-card.market.test.tsx'.
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

describe('PickCardSkeleton', () => {
  it('is announced as loading', () => {
    render(<PickCardSkeleton layout="compact" />);
    expect(screen.getByRole('status', { name: 'Loading...' }).getAttribute('aria-busy')).toBe('true');
  });
});
