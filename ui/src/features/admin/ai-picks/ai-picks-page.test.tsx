import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AI_PICK_DELETE_SUCCESS_MESSAGE,
  AI_PICK_UPDATE_FAILED_MESSAGE,
  AI_PICK_UPDATE_SUCCESS_MESSAGE,
  AiPick,
  AiPickUpdate,
  NO_AI_PICKS_FOUND_MESSAGE,
  adminBandRange,
  type AiPick as AiPickT,
} from '@edgeboard/domain';
import { renderRoutes, signedIn } from '../../../test/render';
import { AI_PICK_DELETE_CONFIRM_MESSAGE, Component as AiPicksPage, GENERATE_PATH } from './ai-picks-page';
import { SELECT_AI_PICK_MESSAGE } from './ai-pick-detail';
import { makePick } from './ai-picks.fixture';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const requestOf = (input: Parameters<typeof fetch>[0]) =>
  input instanceof Request ? input : new Request(String(input));

/** A small back office: list (search, band, week, result, paging), get, put and delete over an in-memory table. */
function serve(initial: AiPickT[], opts: { failUpdate?: boolean } = {}) {
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

const render = () =>
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

const allen = makePick(1);
const henry = makePick(2, {
  player: 'Derrick Henry',
  opponent: 'CIN',
  stat_type: 'rushing_yards',
  pick: 'under',
  line_value: 88.5,
  confidence: 64,
});
const kelce = makePick(3, {
  player: 'Travis Kelce',
  stat_type: 'receptions',
  line_value: 5.5,
  confidence: 55,
});

const listPanel = () => {
  const panel = document.querySelector<HTMLElement>('.admin-list-detail__list');
  if (panel === null) throw new Error('no list panel');
  return panel;
};
const rowOf = (name: string) => {
  const row = within(listPanel()).getByText(name).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
};
const detailPanel = () => {
  const panel = document.querySelector<HTMLElement>('.admin-list-detail__detail');
  if (panel === null) throw new Error('no detail panel');
  return panel;
};

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}

describe('admin AI picks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fixtures follow the domain schema', () => {
    for (const p of [allen, henry, kelce]) expect(AiPick.safeParse(p).success).toBe(true);
  });

  it('selects, edits, saves, cancels and deletes (the list/detail/edit state machine)', async () => {
    const server = serve([allen, henry, kelce]);
    render();
    await screen.findByText('Josh Allen');
    expect(within(detailPanel()).getByText(SELECT_AI_PICK_MESSAGE)).toBeTruthy();
    expect(within(rowOf('Derrick Henry')).getByText('rushing yards')).toBeTruthy();

    // Selecting fetches the full pick by id, by mouse or keyboard.
    fireEvent.click(rowOf('Josh Allen'));
    await within(detailPanel()).findByText(allen.reasoning);
    expect(server.gets(allen.id)).toBe(1);
    fireEvent.keyDown(rowOf('Derrick Henry'), { key: 'Enter' });
    await within(detailPanel()).findByText(henry.reasoning);
    expect(server.gets(henry.id)).toBe(1);

    // Edit, then Cancel leaves edit mode without saving.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Edit' }));
    const confidence = within(detailPanel()).getByRole('spinbutton', { name: 'Confidence' });
    fireEvent.change(confidence, { target: { value: '91' } });
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Cancel' }));
    expect(within(detailPanel()).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    // Edit and save: the row and the panel show the saved values and edit mode ends.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Confidence' }), {
      target: { value: '91' },
    });
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Line value' }), {
      target: { value: '92.5' },
    });
    fireEvent.click(within(detailPanel()).getByRole('radio', { name: 'Over' }));
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AI_PICK_UPDATE_SUCCESS_MESSAGE)).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ stat_type: 'rushing_yards', pick: 'over', line_value: 92.5, confidence: 91 });
    await waitFor(() => {
      expect(within(rowOf('Derrick Henry')).getByText('91%')).toBeTruthy();
    });
    expect(within(rowOf('Derrick Henry')).getByText('Over 92.5')).toBeTruthy();
    expect(within(detailPanel()).getByText('Over 92.5')).toBeTruthy();
    expect(within(detailPanel()).getByRole('button', { name: 'Edit' })).toBeTruthy();

    // Delete asks first, then clears the selection and the row.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(AI_PICK_DELETE_CONFIRM_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(AI_PICK_DELETE_SUCCESS_MESSAGE)).toBeTruthy();
    await waitFor(() => {
      expect(within(detailPanel()).getByText(SELECT_AI_PICK_MESSAGE)).toBeTruthy();
    });
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Derrick Henry')).toBeNull();
    });
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // The longest journey of the file (a dozen antd re-renders of the eight-column table): on a busy two-core
    // machine it can pass the default 20 s.
  }, 60_000);

  it('keeps edit mode and says so when the server refuses the update', async () => {
    serve([allen], { failUpdate: true });
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AI_PICK_UPDATE_FAILED_MESSAGE)).toBeTruthy();
    expect(within(detailPanel()).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('validates confidence 1-100 and lines in steps of 0.5 as you type', async () => {
    const server = serve([allen]);
    render();
    fireEvent.click(await screen.findByText('Josh Allen'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    fireEvent.change(within(detailPanel()).getByRole('spinbutton', { name: 'Line value' }), {
      target: { value: '245.3' },
    });
    expect(await screen.findByText('The line moves in steps of 0.5')).toBeTruthy();
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Save' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('filters by confidence band on the server, low included, and shows the empty state', async () => {
    const server = serve([allen, henry, kelce]);
    render();
    await screen.findByText('Josh Allen');
    await choose('Confidence filter', 'Low (<60)');
    await waitFor(() => {
      expect(server.lastList()?.get('band')).toBe('low');
    });
    expect(server.lastList()?.get('page')).toBe('1');
    await waitFor(() => {
      expect(screen.queryByText('Josh Allen')).toBeNull();
    });
    expect(screen.getByText('Travis Kelce')).toBeTruthy();
    expect(screen.queryByText('Derrick Henry')).toBeNull();

    await choose('Confidence filter', 'Medium (60-79)');
    await waitFor(() => {
      expect(server.lastList()?.get('band')).toBe('medium');
    });
    expect(await screen.findByText('Derrick Henry')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search AI picks' }), {
      target: { value: 'nobody' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search AI picks' }), { key: 'Enter' });
    expect(await screen.findByText(NO_AI_PICKS_FOUND_MESSAGE)).toBeTruthy();
    expect(server.lastList()?.get('search')).toBe('nobody');
  });

  it('deleting the last row of the last page goes back to the new last page', async () => {
    // Regression (issue #20 item 4): an empty page beside "Showing 1 to 10 of 10 results", no Previous.
    const many = Array.from({ length: 11 }, (_, i) =>
      makePick(i + 1, { id: `pick-${String(i + 1)}`, player: `Player ${String(i + 1)}` }),
    );
    const server = serve(many);
    render();
    await screen.findByText('Showing 1 to 10 of 11 results');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(listPanel()).findByText('Player 11'));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(AI_PICK_DELETE_SUCCESS_MESSAGE)).toBeTruthy();
    expect(await within(listPanel()).findByText('Player 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 10 results')).toBeTruthy();
    expect(within(listPanel()).queryByText(NO_AI_PICKS_FOUND_MESSAGE)).toBeNull();
    expect(server.lastList()?.get('page')).toBe('1');
  });

  it("filters by week and result on the server and shows each pick's week and result", async () => {
    const graded = makePick(4, {
      player: 'Graded Guy',
      week: 2,
      result: 'win',
      actual_value: 300,
      profit: 0.9,
    });
    const server = serve([allen, graded]);
    render();
    await screen.findByText('Graded Guy');
    expect(within(rowOf('Graded Guy')).getByText('Win')).toBeTruthy();
    expect(within(rowOf('Graded Guy')).getByText('2025 W2')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('Pending')).toBeTruthy();
    await choose('Result filter', 'Pending');
    await waitFor(() => {
      expect(server.lastList()?.get('result')).toBe('pending');
    });
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Graded Guy')).toBeNull();
    });
    await choose('Result filter', 'All Results');
    await choose('Week filter', 'Week 2');
    await waitFor(() => {
      expect(server.lastList()?.get('week')).toBe('2');
    });
    expect(server.lastList()?.has('result')).toBe(false);
    await waitFor(() => {
      expect(within(listPanel()).queryByText('Josh Allen')).toBeNull();
    });
    expect(within(listPanel()).getByText('Graded Guy')).toBeTruthy();
  });

  it('opens the generate screen in a new tab', async () => {
    serve([allen]);
    render();
    const link = await screen.findByRole('link', { name: 'Generate' });
    expect(link.getAttribute('href')).toBe(GENERATE_PATH);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
