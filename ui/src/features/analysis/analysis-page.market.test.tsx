import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PLAY_REASON_TEXT, PROXY_LINE_METHOD, PropDetail } from '@edgeboard/domain';
import { pickMarket, proxyMarket } from '@/components/pick-card/pick-card.fixtures';
import { withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { propDetail } from './analysis.fixture';
import { figures, routes, section, serve, withMarket } from './analysis-page-test-kit';

// The Market section, and the verdict, label and result at the top of the page.
withMockServer({ buildWorld: false });

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
