// Issue #27 item 3: the landing's preview shows what is worth betting: the plays first, by EV then Edge Score
// (a visitor's allowance is taken the same way on the server), each saying so.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedItemWithMarket, pickMarket } from '@/components/pick-card/pick-card.fixtures';
import { answer, withMockServer } from '@/test/mock-server';
import PicksPreview from './picks-preview';

withMockServer();

const previewItems = () => Array.from(document.querySelectorAll<HTMLElement>('.lp-pick'));
const evOf = (text: string | null | undefined) => Number(/EV ([+−-]\d+\.\d)%/.exec(text ?? '')?.[1]);

describe('the landing’s picks preview', () => {
  afterEach(cleanup);

  it('shows a visitor the demo week’s best plays by value, each marked as a play', async () => {
    // Answered by the API's use case on the demo world, as an anonymous caller (the free allowance).
    render(<PicksPreview />);
    await waitFor(
      () => {
        expect(previewItems()).toHaveLength(3);
      },
      { timeout: 10_000 },
    );
    expect(previewItems().map((li) => li.dataset.verdict)).toEqual(['play', 'play', 'play']);
    const evs = screen.getAllByTestId('preview-verdict').map((v) => evOf(v.textContent));
    for (const ev of evs) expect(ev).toBeGreaterThan(0);
    expect(evs).toEqual([...evs].sort((a, b) => b - a));
  });

  it('asks for plays first and says "No play" of the rest when there are fewer plays', async () => {
    const sent = answer('/api/props/prop-feed', {
      data: [
        feedItemWithMarket(pickMarket({ evPercent: 2.1 }), { id: 'a1b2c3d4-0000-4000-8000-00000000000a' }),
        feedItemWithMarket(pickMarket({ evPercent: -0.8, verdict: 'no_play', reason: 'no_edge' }), {
          id: 'a1b2c3d4-0000-4000-8000-00000000000b',
        }),
      ],
      count: 2,
    });
    render(<PicksPreview />);
    await waitFor(() => {
      expect(previewItems()).toHaveLength(2);
    });
    expect(sent.query[0]?.get('playsFirst')).toBe('true');
    expect(sent.query[0]?.get('sortBy')).toBe('ev');
    expect(screen.getAllByTestId('preview-verdict').map((v) => v.textContent)).toEqual([
      'Play · EV +2.1%',
      'No play · no positive expected value at the best price',
    ]);
    // A no-play never wears a value-claiming tier label (issue #27 item 2): its chip is left out.
    expect(document.querySelectorAll('.lp-chip')).toHaveLength(1);
  });
});
