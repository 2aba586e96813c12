// The admin AI picks screen's tests (the list and its filters; the detail panel's edit and delete) share this:
// an in-memory AI picks back end speaking the admin routes' shapes, three sample picks, the page rendered inside
// antd's App, and panel, row and select helpers.
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { vi } from 'vitest';
import { AiPickUpdate, adminBandRange, type AiPick as AiPickT } from '@edgeboard/domain';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as AiPicksPage } from './ai-picks-page';
import { makePick } from './ai-picks.fixture';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const requestOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input : new Request(String(input));

/** A small back office: list (search, band, week, result, paging), get, put and delete over an in-memory table. */
export function serve(initial: AiPickT[], opts: { failUpdate?: boolean } = {}) {
  let rows = [...initial];
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const req = requestOf(input);
    const url = new URL(req.url);
    const body: unknown = req.method === 'PUT' ? await req.json() : undefined;
    calls.push({ method: req.method, url, body });
    const id = /\/api\/admin\/ai-picks\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id === undefined) {
      const q = url.searchParams;
      const band = q.get('band');
      const search = q.get('search')?.toLowerCase();
      const data = rows.filter((r) => {
        if (band === 'high' || band === 'medium' || band === 'low') {
          const { min, max } = adminBandRange(band);
          if (r.confidence < min || r.confidence > max) return false;
        }
        if (q.has('week') && String(r.week) !== q.get('week')) return false;
        if (q.has('result') && (r.result ?? 'pending') !== q.get('result')) return false;
        return search === undefined || r.player.toLowerCase().includes(search);
      });
      const page = Number(q.get('page') ?? '1');
      const size = Number(q.get('pageSize') ?? '10');
      return json(200, { data: data.slice((page - 1) * size, page * size), count: data.length });
    }
    const row = rows.find((r) => r.id === id);
    if (row === undefined) return json(404, { error: { code: 'NOT_FOUND', message: 'AI pick not found' } });
    if (req.method === 'GET') return json(200, row);
    if (req.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== id);
      return json(200, { success: true });
    }
    if (opts.failUpdate === true) return json(400, { error: { code: 'VALIDATION', message: 'bad' } });
    const saved = { ...row, ...AiPickUpdate.parse(body) };
    rows = rows.map((r) => (r.id === id ? saved : r));
    return json(200, saved);
  });
  vi.stubGlobal('fetch', fetchMock);
  const gets = (id: string) =>
    calls.filter((c) => c.method === 'GET' && c.url.pathname === `/api/admin/ai-picks/${id}`).length;
  const lastList = () =>
    calls.filter((c) => c.url.pathname === '/api/admin/ai-picks').at(-1)?.url.searchParams;
  return { calls, gets, lastList };
}

export const render = () =>
  renderRoutes(
    [
      {
        path: '/admin/content/aipicks',
        element: (
          <App>
            <AiPicksPage />
          </App>
        ),
      },
    ],
    { at: '/admin/content/aipicks', auth: signedIn() },
  );

export const allen = makePick(1);
export const henry = makePick(2, {
  player: 'Derrick Henry',
  opponent: 'CIN',
  stat_type: 'rushing_yards',
  pick: 'under',
  line_value: 88.5,
  confidence: 64,
});
export const kelce = makePick(3, {
  player: 'Travis Kelce',
  stat_type: 'receptions',
  line_value: 5.5,
  confidence: 55,
});

export const listPanel = () => {
  const panel = document.querySelector<HTMLElement>('.admin-list-detail__list');
  if (panel === null) throw new Error('no list panel');
  return panel;
};
export const rowOf = (name: string) => {
  const row = within(listPanel()).getByText(name).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
};
export const detailPanel = () => {
  const panel = document.querySelector<HTMLElement>('.admin-list-detail__detail');
  if (panel === null) throw new Error('no detail panel');
  return panel;
};

export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}
