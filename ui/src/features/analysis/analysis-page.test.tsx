import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  marketSentence,
  NO_PLAY_REASON_TEXT,
  PERMISSION_MESSAGE,
  PROXY_LINE_METHOD,
  PropDetail,
  type PickMarket,
} from '@edgeboard/domain';
import { pickMarket, proxyMarket } from '@/components/pick-card/pick-card.fixtures';
import { answer, refuse, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as AnalysisPage } from './analysis-page';
import { propDetail } from './analysis.fixture';

const routes = [
  { path: '/dashboard/analysis/:id', element: <AnalysisPage /> },
  { path: '/dashboard/props', element: <p>props feed</p> },
  { path: '/dashboard/subscription', element: <p>plans</p> },
];

withMockServer({ buildWorld: false });

/**
 * Answers the detail call with `body`; the line history and alt-line ladder calls (their own sections, tested
 * apart) find none.
 */
function serve(status: number, body: unknown) {
  refuse('/api/props/:id/lines', 404, { code: 'not_found', message: 'No lines' });
  refuse('/api/props/:id/ladder', 404, { code: 'not_found', message: 'No ladder' });
  return answer('/api/props/analysis/v2/:id', body as object, { status });
}

function section(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title, level: 2 });
  const card = heading.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
}

describe('analysis page', () => {
  it('renders every section of a prop, tidied by the analysis rules', async () => {
    const detail = propDetail();
    expect(PropDetail.safeParse(detail).success).toBe(true);
    const sent = serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });

    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(
      await screen.findByRole('heading', { name: 'Josh Allen Over 245.5 Passing Yards', level: 1 }),
    ).toBeTruthy();
    expect(sent.requests[0]?.url).toContain(`/api/props/analysis/v2/${detail.id}`);

    // Header card.
    expect(screen.getByText('NFL')).toBeTruthy();
    expect(screen.getByText('1:00 PM, Sun Oct 12')).toBeTruthy();
    expect(screen.getByText('NE @ BUF')).toBeTruthy();
    const gauge = screen.getByRole('img', { name: 'Edge Score 78%' });
    expect(gauge.getAttribute('data-colour')).toBe('blue');
    expect(screen.getByTestId('rating-label').textContent).toBe('Strong Play');

    // An "average above the line" concern backs an Over pick: it moves to the end of the supporting list.
    const supporting = within(section('Supporting Factors'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(supporting).toEqual([
      'Went over 245.5 in 6 of his last 10 games',
      'Model projects 268.4 passing yards, 22.9 above the line',
      'Averaging 262.4 passing yards in his last 5 games, 16.9 above the 245.5 line',
    ]);
    // Confidence 78 > 70: the confidence worry is dropped; the spread worry stays.
    const concerns = within(section('Concerns'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(concerns).toEqual([
      'Wide range of outcomes: a typical game lands within ±61.0 passing yards of the 268.4 projection',
    ]);

    const bars = within(section('Confidence Breakdown')).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['60', '56', '81']);
    expect(bars[0]!.getAttribute('aria-label')).toBe('Recent form: 3 of last 5 games over 245.5');

    const chart = within(section('Historical Performance')).getByRole('img');
    expect(chart.querySelectorAll('[data-role="bar"]')).toHaveLength(5);
    expect(within(chart).getByText('Line 245.5')).toBeTruthy();
    expect(within(chart).getByText('Passing Yards')).toBeTruthy();

    expect(within(section('Summary')).getByText(/projects to 268.4 passing yards/)).toBeTruthy();
    expect(within(section('Weather Impact')).getByText(/Wind 18 mph/)).toBeTruthy();

    // Issue #28 item 7: the recommendation does not print the lists above it a second time.
    const final = section('Final Recommendation');
    expect(within(final).getByText('Over 245.5 passing yards — Edge Score 78')).toBeTruthy();
    expect(within(final).getByText('Confidence: 78%')).toBeTruthy();
    expect(within(final).queryAllByRole('list')).toHaveLength(0);
    for (const item of [...supporting, ...concerns]) expect(within(final).queryByText(item)).toBeNull();
    expect(within(final).getByTestId('recommendation-lists').textContent).toBe(
      'Weighed: the 2 supporting factors and 3 concerns listed above.',
    );

    expect(screen.getByRole('link', { name: 'Back to Props' }).getAttribute('href')).toBe('/dashboard/props');
  });

  it('keeps confidence concerns at 70 or below and leaves out an absent weather section', async () => {
    const base = propDetail();
    const detail = propDetail({
      confidence: 64,
      ai_picks: [{ ...base.ai_picks[0]!, confidence: 64 }],
      analysis: { ...base.analysis, weather_impact: null },
    });
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Concerns', level: 2 });
    const concerns = within(section('Concerns'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(concerns).toContain('Model confidence is lower against division opponents');
    expect(screen.queryByRole('heading', { name: 'Weather Impact' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Edge Score 64%' }).getAttribute('data-colour')).toBe('amber');
  });

  it('shows Prop Not Found on a 404', async () => {
    serve(404, { error: { code: 'NOT_FOUND', message: 'Pick not found' } });
    renderRoutes(routes, { at: '/dashboard/analysis/missing-id', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Prop Not Found' })).toBeTruthy();
    expect(
      screen.getByText(
        "We couldn't find the prop you're looking for. It may have been removed or the ID might be incorrect.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Props' }).getAttribute('href')).toBe('/dashboard/props');
  });

  it('shows Prop Not Found when the answer does not match the schema', async () => {
    // RTK Query reports the schema failure on the console; the screen is what this test is about.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(200, { id: 'x', sport: 'NFL' });
    renderRoutes(routes, { at: '/dashboard/analysis/x', auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Prop Not Found' })).toBeTruthy();
    logged.mockRestore();
  });

  it('sends a 403 to the plans page with the permission message and the plan that unlocks it', async () => {
    serve(403, { error: { code: 'FORBIDDEN', message: 'Upgrade' } });
    renderRoutes(routes, { at: '/dashboard/analysis/locked', auth: signedIn() });
    expect(await screen.findByText(PERMISSION_MESSAGE)).toBeTruthy();
    // Issue #18 item 9: a refusal names the plan that unlocks it.
    expect(screen.getByText('All-Star Edge opens the analysis of every pick.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });
});

/** The fixture's Over pick at Edge Score 55 against `market`, with the API's sentence for it. */
function withMarket(market: PickMarket): PropDetail {
  const base = propDetail();
  return propDetail({
    confidence: 55,
    ai_picks: [{ ...base.ai_picks[0]!, confidence: 55, odds: market.best?.odds ?? null, market }],
    marketSummary: marketSentence(market, 'over'),
  });
}

/** The Market section's figures, term to value. */
function figures(): Record<string, string | undefined> {
  const list = within(section('Market')).getByTestId('market-figures');
  return Object.fromEntries(
    Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
}

describe('analysis page: the market', () => {
  it('says in plain words what the market and the model say, then shows the figures', async () => {
    const detail = withMarket(pickMarket());
    expect(PropDetail.parse(detail)).toEqual(detail);
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    const market = section('Market');
    expect(within(market).getByTestId('market-summary').textContent).toBe(
      'The books’ no-vig consensus says 51.1% over (posted: DraftKings -115/-105); the model says 58.0%; together 55.3%; +8.0% expected value at -105 on FanDuel. Play.',
    );
    expect(within(market).getByTestId('market-verdict').textContent).toBe('Play');
    const pulled = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-09-14T13:30:00.000Z'),
    );
    expect(figures()).toEqual({
      'Line from': `DraftKings, pulled ${pulled}`,
      'Book prices': 'Over -115 · Under -105',
      'Fair (no-vig) probability': '51.1% over (fair odds -104)',
      'Model probability': '58.0% over',
      'Market and model together': '55.3% over',
      'Best price': '-105 at FanDuel',
      'Break-even at the best price': '51.2%',
      'Expected value': '+8.0% at the best price',
    });
  });

  it('gives a no play its reason, and says what a one-sided or proxy line cannot tell', async () => {
    const detail = withMarket(
      pickMarket({
        source: { kind: 'book', sportsbook: 'FanDuel', pulledAt: null },
        underOdds: null,
        fairProbability: null,
        fairOdds: null,
        verdict: 'no_play',
        reason: 'thin_history',
      }),
    );
    serve(200, detail);
    const { unmount } = renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    expect(within(section('Market')).getByTestId('market-verdict').textContent).toBe(
      `No play: ${NO_PLAY_REASON_TEXT.thin_history}`,
    );
    expect(within(section('Market')).getByTestId('market-summary').textContent).toContain(
      'FanDuel quoted one side only (-115), so its fair odds are unknown',
    );
    expect(figures()).toMatchObject({
      'Line from': 'FanDuel (time of pull not recorded)',
      'Book prices': 'Over -115 · Under not quoted',
      'Fair (no-vig) probability': 'Unknown: it needs both prices from the book',
      'Break-even at the best price': '51.2%',
    });
    unmount();

    const proxy = withMarket(proxyMarket({ modelProbability: null }));
    serve(200, proxy);
    renderRoutes(routes, { at: `/dashboard/analysis/${proxy.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    expect(figures()).toEqual({
      'Line from': `Proxy line (no book): ${PROXY_LINE_METHOD}`,
      'Fair (no-vig) probability': 'None: no book posted this line',
      'Model probability': 'Not recorded',
      'Market and model together': '55.3% over',
      'Best price': 'No book priced this side',
      'Expected value': 'Unknown without a price',
    });
    expect(within(section('Market')).getByTestId('market-verdict').textContent).toBe(
      `No play: ${NO_PLAY_REASON_TEXT.no_edge}`,
    );
  });

  it('leaves the section out for a pick stored before prices were kept', async () => {
    const detail = propDetail({ marketSummary: null });
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Supporting Factors', level: 2 });
    expect(screen.queryByRole('heading', { name: 'Market' })).toBeNull();
  });
});

describe('analysis page: the verdict, the label and the result at the top', () => {
  it('never shows a no play as a Value Pick: its label is No play with the reason in view', async () => {
    const base = withMarket(pickMarket({ verdict: 'no_play', reason: 'no_edge', probability: 0.67 }));
    const detail = {
      ...base,
      confidence: 67,
      ai_picks: base.ai_picks.map((p) => ({ ...p, confidence: 67 })),
    };
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    expect(screen.getByTestId('rating-label').textContent).toBe('No play');
    expect(screen.queryByText('Value Pick')).toBeNull();
    expect(screen.queryByTestId('rating-verdict')).toBeNull();
    expect(screen.getByTestId('analysis-verdict').textContent).toBe(
      `No play: ${NO_PLAY_REASON_TEXT.no_edge}`,
    );
  });

  it('puts Play beside a play rated Nothing Special, with its EV at the best price', async () => {
    const detail = withMarket(pickMarket());
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    expect(screen.getByTestId('rating-label').textContent).toBe('Nothing Special');
    expect(screen.getByTestId('rating-verdict').textContent).toBe('Play');
    expect(screen.getByTestId('analysis-verdict').textContent).toBe(
      'Play: +8.0% expected value at -105 on FanDuel',
    );
    expect(screen.queryByTestId('analysis-result')).toBeNull();
  });

  it('shows a graded pick its result and the actual stat at the top', async () => {
    const detail = { ...withMarket(pickMarket()), result: 'win' as const, actual_value: 271 };
    expect(PropDetail.parse(detail)).toEqual(detail);
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    await screen.findByRole('heading', { name: 'Market', level: 2 });
    const header = screen.getByRole('heading', { level: 1 }).closest('.ant-card') as HTMLElement;
    expect(within(header).getByTestId('analysis-result').textContent).toBe('Won');
    expect(within(header).getByTestId('analysis-actual').textContent).toBe(
      'Actual: 271 Passing Yards against the 245.5 line',
    );
  });

  it("prints the engine's verdict notes in the Final Recommendation", async () => {
    const base = withMarket(pickMarket());
    const detail = {
      ...base,
      analysis: {
        ...base.analysis,
        final_recommendation: [
          'OVER 245.5 passing yards — Play',
          'Confidence: 55%',
          'Bet the over 245.5 at -105 at FanDuel: the published 55.3% clears the 51.2% break-even.',
        ].join('\n'),
      },
    };
    serve(200, detail);
    renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
    const final = await screen.findByRole('heading', { name: 'Final Recommendation', level: 2 });
    const card = final.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('OVER 245.5 passing yards — Play')).toBeTruthy();
    expect(within(card).getByText(/clears the 51.2% break-even/)).toBeTruthy();
    expect(within(card).queryByTestId('recommendation-lists')).toBeNull();
  });
});
