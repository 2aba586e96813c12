// What the analysis page's tests share: its routes, the detail call answered with a body, a section by its
// title, the fixture's pick against a market, and the Market section's figures.
import { screen, within } from '@testing-library/react';
import { marketSentence, type PickMarket, type PropDetail } from '@edgeboard/domain';
import { answer, refuse } from '@/test/mock-server';
import { Component as AnalysisPage } from './analysis-page';
import { propDetail } from './analysis.fixture';

export const routes = [
  { path: '/dashboard/analysis/:id', element: <AnalysisPage /> },
  { path: '/dashboard/props', element: <p>props feed</p> },
  { path: '/dashboard/subscription', element: <p>plans</p> },
];

/**
 * Answers the detail call with `body`; the line history and alt-line ladder calls (their own sections, tested
 * apart) find none.
 */
export function serve(status: number, body: unknown) {
  refuse('/api/props/:id/lines', 404, { code: 'not_found', message: 'No lines' });
  refuse('/api/props/:id/ladder', 404, { code: 'not_found', message: 'No ladder' });
  return answer('/api/props/analysis/v2/:id', body as object, { status });
}

export function section(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title, level: 2 });
  const card = heading.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
}

/** The fixture's Over pick at Edge Score 55 against `market`, with the API's sentence for it. */
export function withMarket(market: PickMarket): PropDetail {
  const [pick] = propDetail().ai_picks;
  if (!pick) throw new Error('the fixture has a pick');
  return propDetail({
    confidence: 55,
    ai_picks: [{ ...pick, confidence: 55, odds: market.best?.odds ?? null, market }],
    marketSummary: marketSentence(market, 'over'),
  });
}

/** The Market section's figures, term to value. */
export function figures(): Record<string, string | undefined> {
  const list = within(section('Market')).getByTestId('market-figures');
  return Object.fromEntries(
    Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
}
