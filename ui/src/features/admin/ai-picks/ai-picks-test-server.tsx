// The admin AI picks screen's tests (the list and its filters; the detail panel's edit and delete) share this:
// an in-memory AI picks back end speaking the admin routes' shapes, three sample picks and the page rendered
// (helpers: `@/features/admin/common/admin-test-kit`).
import { vi } from 'vitest';
import { AiPickUpdate, adminBandRange, type AiPick as AiPickT } from '@edgeboard/domain';
import { failure, json, pageOf, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { Component as AiPicksPage } from './ai-picks-page';
import { makePick } from './ai-picks.fixture';

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
      return json(200, pageOf(data, q));
    }
    const row = rows.find((r) => r.id === id);
    if (row === undefined) return failure(404, 'NOT_FOUND', 'AI pick not found');
    if (req.method === 'GET') return json(200, row);
    if (req.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== id);
      return json(200, { success: true });
    }
    if (opts.failUpdate === true) return failure(400, 'VALIDATION', 'bad');
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

export const render = () => renderAdminPage('/admin/content/aipicks', <AiPicksPage />);

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
