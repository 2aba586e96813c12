// Issue #27 item 3: what the dashboard recommends is what is worth betting. The dev mock answers the feed through
// the API's own use case on the demo world, so these check the page against the server's rule: a capped plan's
// allowance is taken plays first (by EV, then Edge Score), Top Recommendations are the highest-confidence plays,
// and the Live Feed shows the plays first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { propFeedCap, topByValue, type Tier } from '@edgeboard/domain';
import { demoWorld, subscriptionOf } from '@/mocks/demo-world';
import { signedInDemo, withMockServer } from '@/test/mock-server';
import { renderRoutes } from '@/test/render';
import { Component as DashboardPage } from './dashboard-page';

withMockServer();

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/dashboard/analysis/:id', element: <p>analysis page</p> },
];

/** The world's upcoming picks, and the ids a plan's allowance holds by the domain's rule. */
function upcomingOf(tier: Tier) {
  const w = demoWorld();
  const now = w.demoNow.toISOString();
  // Not started: still scheduled and kicking off after the season clock's now (the server's rule).
  const upcoming = w.picks
    .filter(
      (p) => p.game !== null && p.game.status === 'scheduled' && Date.parse(p.game.kickoff) > Date.parse(now),
    )
    .map((p) => p.pick);
  const user = w.users.find((u) => u.role !== 'admin' && subscriptionOf(w, u).tier === tier);
  const cap = user ? propFeedCap(subscriptionOf(w, user)) : 0;
  const allowance = Number.isFinite(cap) ? topByValue(upcoming, cap) : upcoming;
  return { upcoming, allowance, plays: upcoming.filter((p) => p.verdict === 'play') };
}

const liveFeedCards = () =>
  Array.from(
    within(screen.getByText('Live Feed').closest('.ant-card') as HTMLElement)
      .queryAllByRole('article')
      .map((card) => card.closest('[data-verdict]') as HTMLElement),
  );
const verdicts = (els: HTMLElement[]) => els.map((el) => el.dataset.verdict);

/** Plays, then the rest: no play after the first card that is not one. */
function expectPlaysFirst(seq: (string | undefined)[]) {
  const firstRest = seq.findIndex((v) => v !== 'play');
  if (firstRest >= 0) expect(seq.slice(firstRest)).not.toContain('play');
}

// Each test renders the whole dashboard on the demo world: slow on a busy machine.
describe('the dashboard recommends by value', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // The checks below mean something only if the demo week has plays and no-plays scoring above them.
    const { plays, upcoming } = upcomingOf('all-star');
    expect(plays.length).toBeGreaterThan(12);
    const topScored = [...upcoming].sort((a, b) => b.confidence - a.confidence).slice(0, 3);
    expect(topScored.some((p) => p.verdict !== 'play')).toBe(true);
  });

  it('fills a starting subscriber’s Live Feed with the plays of the allowance, by value', async () => {
    renderRoutes(routes, { at: '/dashboard', auth: signedInDemo('starting') });
    await waitFor(
      () => {
        expect(liveFeedCards()).toHaveLength(12);
      },
      { timeout: 20_000 },
    );
    const cards = liveFeedCards();
    expectPlaysFirst(verdicts(cards));
    const { allowance } = upcomingOf('starting');
    // The allowance is plays first: with more than twelve upcoming plays it is all plays.
    expect(allowance.every((p) => p.verdict === 'play')).toBe(true);
    expect(verdicts(cards)).toEqual(Array<string>(12).fill('play'));
    // The sort select (antd's, loaded in its own chunk) opens on value.
    const sort = await screen.findByRole('combobox', { name: 'Sort live feed' });
    expect(sort.closest('.ant-select')?.textContent).toContain('Value (EV)');
  });

  it('keeps plays first when an all-star sorts the Live Feed by confidence', async () => {
    renderRoutes(routes, { at: '/dashboard', auth: signedInDemo('all-star') });
    await waitFor(
      () => {
        expect(liveFeedCards()).toHaveLength(20);
      },
      { timeout: 20_000 },
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sort live feed' }));
    const confidence = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === 'Confidence',
    );
    if (!confidence) throw new Error('no Confidence option');
    fireEvent.click(confidence);
    // The highest-scored upcoming picks are no-plays; sorted by confidence the cards are still plays.
    await waitFor(
      () => {
        const rings = liveFeedCards().map((c) => c.querySelector('[role="img"][aria-label^="Edge Score"]'));
        const scores = rings.map((r) => Number(/\d+/.exec(r?.getAttribute('aria-label') ?? '')?.[0]));
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      },
      { timeout: 20_000 },
    );
    expect(verdicts(liveFeedCards())).toEqual(Array<string>(20).fill('play'));
  });

  it('recommends the highest-confidence plays in Top Recommendations', async () => {
    renderRoutes(routes, { at: '/dashboard', auth: signedInDemo('all-star') });
    fireEvent.click(await screen.findByRole('button', { name: /AI Recommendations/ }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => {
      expect(dialog.querySelectorAll('[data-verdict]')).toHaveLength(3);
    });
    const rows = Array.from(dialog.querySelectorAll<HTMLElement>('[data-verdict]'));
    expect(verdicts(rows)).toEqual(['play', 'play', 'play']);
    for (const line of within(dialog).getAllByTestId('recommendation-verdict'))
      expect(line.textContent).toMatch(/^Play · EV \+\d+\.\d%$/);
    const { plays } = upcomingOf('all-star');
    const best = Math.max(...plays.map((p) => p.confidence));
    const shown = rows.map((r) =>
      Number(/\d+/.exec(r.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '')?.[0]),
    );
    expect(shown[0]).toBe(best);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });
});
