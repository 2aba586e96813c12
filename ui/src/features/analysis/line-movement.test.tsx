import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PropDetail } from '@edgeboard/domain';
import { answer as override, server, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as AnalysisPage } from './analysis-page';
import { propDetail } from './analysis.fixture';
import { CLV_EXPLANATION } from './closing-line';
import { LINE_HISTORY_FAILED, NO_LINE_HISTORY } from './line-movement';
import { LineMovementChart, LineMovementTable, PriceMovementChart } from './line-movement-chart';
import { lineMovement } from './line-movement-data';
import { AFTER_KICKOFF, BEFORE_KICKOFF, lineHistory } from './line-movement.fixture';

const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

function view(now = AFTER_KICKOFF, history = lineHistory()) {
  const v = lineMovement(history, now);
  if (v === null) throw new Error('no view');
  return v;
}

describe('line movement chart', () => {
  it('draws one step series per book, the pick book heavier, with the publish time and kickoff marked', () => {
    render(<LineMovementChart view={view()} statLabel="Passing Yards" />);
    const chart = screen.getByRole('img', { name: /^Passing Yards line by book over time/ });
    const series = [...chart.querySelectorAll('[data-role="series"]')];
    const steps = Object.fromEntries(
      series.map((g) => [g.getAttribute('data-book') ?? '', g.querySelectorAll('[data-role="step"]').length]),
    );
    expect(steps).toEqual({ DraftKings: 3, FanDuel: 2, Caesars: 1 });
    const pick = chart.querySelector('[data-pick-book="true"]');
    expect(pick?.getAttribute('data-book')).toBe('DraftKings');
    const width = (g: Element | null | undefined) => num(g!.querySelector('path')!, 'stroke-width');
    expect(width(pick)).toBeGreaterThan(width(series.find((g) => g.getAttribute('data-book') === 'FanDuel')));
    // Drawn last, so it lies on top of the others.
    expect(series.at(-1)).toBe(pick);

    const published = chart.querySelector('[data-role="published"]');
    const kickoff = chart.querySelector('[data-role="kickoff"]');
    expect(published?.textContent).toBe('Published');
    expect(kickoff?.textContent).toBe('Kickoff');
    // Published (Oct 9 15:00) lies between the opening (Oct 8 12:00, the left edge) and kickoff (the right).
    const xOf = (g: Element | null) => num(g!.querySelector('line')!, 'x1');
    const openX = num(pick!.querySelector('circle')!, 'cx');
    expect(xOf(published)).toBeGreaterThan(openX);
    expect(xOf(kickoff)).toBeGreaterThan(xOf(published));

    // The description reads the same figures to a screen reader.
    const desc = chart.querySelector('desc')?.textContent ?? '';
    expect(desc).toContain("DraftKings (the pick's book): opened at 245.5");
    expect(desc).toContain('closed at 248.5');
  });

  it('steps up as the line rises: each move sits higher than the level before it', () => {
    render(<LineMovementChart view={view()} statLabel="Passing Yards" />);
    const dk = screen.getByRole('img').querySelector('[data-book="DraftKings"]');
    const ys = [...dk!.querySelectorAll('[data-role="step"]')].map((c) => num(c, 'cy'));
    expect(ys[0]).toBeGreaterThan(ys[1]!);
    expect(ys[1]).toBeGreaterThan(ys[2]!);
  });

  it("charts the called side's price, so a price-only move is not flat (issue #28 item 7)", () => {
    render(<PriceMovementChart view={view()} />);
    const chart = screen.getByRole('img', { name: /^Over price by book over time/ });
    const dk = chart.querySelector('[data-book="DraftKings"]');
    // -115, then -120 at the same 245.5 line, then -110: three levels at three heights.
    const ys = [...dk!.querySelectorAll('[data-role="step"]')].map((c) => num(c, 'cy'));
    expect(ys).toHaveLength(3);
    expect(new Set(ys).size).toBe(3);
    expect(chart.querySelector('desc')?.textContent).toContain('opened at -115');
  });

  it('keeps its text readable at 375 px: drawn 311 px wide, no label is under 11 px (issue #28 item 7)', () => {
    for (const chart of [
      <LineMovementChart key="line" view={view()} statLabel="Passing Yards" width={311} />,
      <PriceMovementChart key="price" view={view()} width={311} />,
    ]) {
      const { unmount } = render(chart);
      const svg = screen.getByRole('img');
      const boxWidth = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
      const sizes = [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')));
      expect(sizes.length).toBeGreaterThan(3);
      for (const size of sizes) expect((size * 311) / boxWidth).toBeGreaterThanOrEqual(11);
      unmount();
    }
  });

  it('never breaks a book name inside a word', () => {
    render(<LineMovementTable view={view()} />);
    const cells = document.querySelectorAll<HTMLElement>('[data-role="book"]');
    expect(cells).toHaveLength(3);
    for (const cell of cells) {
      expect(cell.style.overflowWrap).not.toBe('anywhere');
      expect(cell.style.wordBreak).not.toBe('break-all');
    }
    expect(screen.getByText('DraftKings').style.whiteSpace).toBe('nowrap');
  });

  it('tabulates book, opening, close and moves; before kickoff the close is the latest line', () => {
    const { unmount } = render(<LineMovementTable view={view()} />);
    const rows = () =>
      screen.getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows()).toEqual([
      ['Book', 'Opening', 'Close', 'Moves'],
      ['DraftKings (pick)', '245.5 -115', '248.5 -110', '3'],
      ['Caesars', '246.5 -110', '246.5 -110', '0'],
      ['FanDuel', '244.5 -110', '246.5 -110', '1'],
    ]);
    unmount();
    render(<LineMovementTable view={view(BEFORE_KICKOFF)} />);
    // The fixture's pull at 16:30 on game day is after this "now", so DraftKings' latest is still 248.5.
    expect(rows()[0]).toEqual(['Book', 'Opening', 'Latest', 'Moves']);
  });
});

const routes = [{ path: '/dashboard/analysis/:id', element: <AnalysisPage /> }];

withMockServer({ buildWorld: false });

const json = (status: number, body: unknown) => HttpResponse.json(body as object, { status }) as Response;

/**
 * The detail answers `detail`; each line history call takes the next of `lines` (the last one repeats).
 * Returns the line history calls' URLs.
 */
function serve(detail: PropDetail, ...lines: (() => Response | Promise<Response>)[]): string[] {
  override('/api/props/analysis/v2/:id', detail);
  let call = 0;
  const urls: string[] = [];
  server.use(
    // The alt-line ladder has its own tests (price-ladder.test.tsx): here it finds none.
    http.get('/api/props/:id/ladder', () =>
      json(404, { error: { code: 'not_found', message: 'No ladder' } }),
    ),
    http.get('/api/props/:id/lines', ({ request }) => {
      urls.push(request.url);
      const reply = lines[Math.min(call, lines.length - 1)]!;
      call += 1;
      return reply();
    }),
  );
  return urls;
}
const answer = (status: number, body: unknown) => () => json(status, body);

function open(detail = propDetail()) {
  renderRoutes(routes, { at: `/dashboard/analysis/${detail.id}`, auth: signedIn() });
}

async function section(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  const card = heading.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
}

describe('analysis page: line movement and closing line value', () => {
  it('asks for the pick’s lines and draws them under a heading', async () => {
    const urls = serve(propDetail(), answer(200, lineHistory()));
    open();
    const card = await section('Line movement');
    const chart = await within(card).findByRole('img', { name: /line by book over time/ });
    expect(chart.querySelectorAll('[data-role="series"]')).toHaveLength(3);
    expect(within(card).getByRole('table')).toBeTruthy();
    expect(urls.some((u) => u.endsWith(`/api/props/${propDetail().id}/lines`))).toBe(true);
  });

  // The demo season runs on its own clock: a game "kicked off" in 2025 is still upcoming on the season clock.
  it('judges Close or Latest on the server’s season clock, not the reader’s', async () => {
    serve(propDetail(), answer(200, lineHistory({ asOf: new Date(BEFORE_KICKOFF).toISOString() })));
    open();
    const card = await section('Line movement');
    const table = await within(card).findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Latest' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Close' })).toBeNull();
  });

  it('shows a skeleton while the history loads, then says when there is none', async () => {
    let resolve: ((r: Response) => void) | undefined;
    serve(
      propDetail(),
      () =>
        new Promise<Response>((r) => {
          resolve = r;
        }),
    );
    open();
    const card = await section('Line movement');
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
    await waitFor(() => {
      expect(resolve).toBeDefined();
    });
    resolve?.(json(200, lineHistory({ pulls: [] })));
    expect(await within(card).findByText(NO_LINE_HISTORY)).toBeTruthy();
    expect(card.querySelector('.ant-skeleton')).toBeNull();
  });

  it('offers Retry when the history fails, and draws it once the retry answers', async () => {
    serve(
      propDetail(),
      answer(400, { error: { code: 'bad_request', message: 'no' } }),
      answer(200, lineHistory()),
    );
    open();
    const card = await section('Line movement');
    expect(await within(card).findByText(LINE_HISTORY_FAILED)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('img', { name: /line by book over time/ })).toBeTruthy();
    expect(within(card).queryByText(LINE_HISTORY_FAILED)).toBeNull();
  });

  it.each([403, 404])('leaves the section out when the history call answers %i', async (status) => {
    const urls = serve(propDetail(), answer(status, { error: { code: 'x', message: 'no' } }));
    open();
    await section('Supporting Factors');
    await waitFor(() => {
      expect(urls.some((u) => u.endsWith('/lines'))).toBe(true);
    });
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Line movement' })).toBeNull();
    });
  });

  it('shows the close and the CLV in points and as a price improvement, with what they mean', async () => {
    const detail = propDetail({
      closing: { book: 'DraftKings', line: 248.5, price: -125, clv: 0.021, priceImprovement: 0.04 },
    });
    expect(PropDetail.safeParse(detail).success).toBe(true);
    serve(detail, answer(200, lineHistory()));
    open(detail);
    const card = await section('Closing line value');
    const figures = Object.fromEntries(
      [...within(card).getByTestId('closing-figures').querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Closing line': 'Over 248.5 at -125 (DraftKings)',
      CLV: '+2.1 pts',
      'Price improvement': '+4.0%',
    });
    expect(within(card).getByText(CLV_EXPLANATION).textContent).toBe(
      'Positive means the published price beat the closing market.',
    );
  });

  it('leaves out an unknown price improvement and says when the close was not priced', async () => {
    const detail = propDetail({
      closing: { book: 'FanDuel', line: 246.5, price: null, clv: null, priceImprovement: null },
    });
    serve(detail, answer(200, lineHistory()));
    open(detail);
    const card = await section('Closing line value');
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Closing line', 'CLV']);
    expect(within(card).getByText('Over 246.5, price not recorded (FanDuel)')).toBeTruthy();
    expect(within(card).getByText('Unknown: the close was not priced')).toBeTruthy();
  });

  it('has no closing section before the pick has a close', async () => {
    serve(propDetail(), answer(200, lineHistory()));
    open();
    await section('Line movement');
    expect(screen.queryByRole('heading', { name: 'Closing line value' })).toBeNull();
  });
});
