import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NO_PROP_LINES_FOUND_MESSAGE,
  PROP_LINE_DELETE_CONFIRM_MESSAGE,
  PROP_LINE_DELETE_SUCCESS_MESSAGE,
  PROP_LINE_UPDATE_SUCCESS_MESSAGE,
  PropLine,
  SELECT_PROP_LINE_MESSAGE,
} from '@edgeboard/domain';
import {
  detailPanel,
  chooseOption,
  failure,
  json,
  listPanel,
  pageOf,
  renderAdminPage,
  requestOf,
  rowOf,
} from '@/features/admin/common/admin-test-kit';
import { LINE_STEP_MESSAGE } from './prop-line-draft';
import { Component as PropLinesPage, IMPORT_PATH } from './prop-lines-page';
import { propLineList } from './prop-lines.fixture';

/** An in-memory back office answering the prop line endpoints like the real one. */
function serve(lines = propLineList(3), deleteGate: Promise<void> = Promise.resolve()) {
  let rows = lines;
  const calls: { method: string; path: string; query: URLSearchParams; body?: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const req = requestOf(input);
    const url = new URL(req.url);
    const body: unknown = req.method === 'PUT' ? await req.json() : undefined;
    calls.push({ method: req.method, path: url.pathname, query: url.searchParams, body });
    // The panel's related AI picks (prop-line-detail.test.tsx covers them).
    if (url.pathname.endsWith('/picks')) return json(200, { data: [] });
    const id = /^\/api\/admin\/prop-lines\/([^/]+)$/.exec(url.pathname)?.[1];
    if (id === undefined) {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const statType = url.searchParams.get('statType');
      const hits = rows.filter(
        (l) => l.player.toLowerCase().includes(search) && (statType === null || l.stat_type === statType),
      );
      return json(200, pageOf(hits, url.searchParams));
    }
    const line = rows.find((l) => l.id === id);
    if (line === undefined) return failure(404, 'not_found', 'Prop line not found');
    if (req.method === 'DELETE') {
      await deleteGate;
      rows = rows.filter((l) => l.id !== id);
      return json(200, { success: true });
    }
    if (req.method === 'PUT') {
      const saved = PropLine.parse({ ...line, ...(body as object), updated_at: '2025-09-02T00:00:00Z' });
      rows = rows.map((l) => (l.id === id ? saved : l));
      return json(200, saved);
    }
    return json(200, line);
  });
  vi.stubGlobal('fetch', fetchMock);
  const lists = () => calls.filter((c) => c.path === '/api/admin/prop-lines');
  return { calls, lastList: () => lists()[lists().length - 1]?.query };
}

const render = () => renderAdminPage('/admin/content/proplines', <PropLinesPage />);
const listArea = () => within(listPanel());
const detail = () => within(detailPanel());

describe('Prop Lines Management', () => {
  it('lists lines with readable stat types and links the importer in a new tab', async () => {
    serve();
    render();
    expect(screen.getByRole('heading', { name: 'Prop Lines Management' })).toBeTruthy();
    await screen.findByText('Josh Allen');
    expect(within(rowOf('Josh Allen')).getByText('Passing Yards')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('245.5')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Import Prop Lines/ });
    expect(link.getAttribute('href')).toBe(IMPORT_PATH);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(detail().getByText(SELECT_PROP_LINE_MESSAGE)).toBeTruthy();
  });

  it("offers only this product's NFL stat types, by their labels (issue 28 item 11)", async () => {
    serve();
    render();
    await screen.findByText('Josh Allen');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stat type' }));
    const offered = (await screen.findAllByTitle('Passing Touchdowns')).filter((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    expect(offered).toHaveLength(1);
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((el) =>
      el.getAttribute('title'),
    );
    expect(labels).not.toContain('Points');
    expect(labels).not.toContain('passing tds');
    expect(labels).toEqual(expect.arrayContaining(['Passing Yards', 'Receptions', 'Touchdowns']));
  });

  it('filters by stat type and search from page 1, with the empty message', async () => {
    const user = userEvent.setup();
    const { lastList } = serve(propLineList(14));
    render();
    await screen.findByText('Showing 1 to 10 of 14 results');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(lastList()?.get('page')).toBe('2');
    });
    await chooseOption('Stat type', 'Receiving Yards');
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(lastList()?.get('statType')).toBe('receiving_yards');
    expect(lastList()?.get('page')).toBe('1');
    await user.type(screen.getByRole('searchbox', { name: 'Search prop lines by player' }), 'allen{Enter}');
    expect(await screen.findByText(NO_PROP_LINES_FOUND_MESSAGE)).toBeTruthy();
  });

  it('select fetches details, edit validates, cancel and save update row and panel', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    render();
    await user.click(await screen.findByText('Travis Kelce'));
    expect(await detail().findByText('N/A')).toBeTruthy();
    expect(detail().getByText('+120')).toBeTruthy();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/admin/prop-lines/pl-kelce-rec')).toBe(
      true,
    );

    rowOf('Josh Allen').focus();
    await user.keyboard(' ');
    expect(await detail().findByText('2023_01_BUF_NYJ')).toBeTruthy();

    await user.click(detail().getByRole('button', { name: 'Edit' }));
    const lineValue = detail().getByLabelText('Line Value');
    await user.clear(lineValue);
    await user.type(lineValue, '250.3');
    expect(await detail().findByText(LINE_STEP_MESSAGE)).toBeTruthy();
    expect(detail().getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
    await user.click(detail().getByRole('button', { name: 'Cancel' }));
    expect(detail().getByText('245.5')).toBeTruthy();

    await user.click(detail().getByRole('button', { name: 'Edit' }));
    await user.clear(detail().getByLabelText('Line Value'));
    await user.type(detail().getByLabelText('Line Value'), '250.5');
    await user.clear(detail().getByLabelText('Sportsbook'));
    await user.type(detail().getByLabelText('Sportsbook'), 'BetMGM');
    await user.clear(detail().getByLabelText('Game ID'));
    await user.click(detail().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROP_LINE_UPDATE_SUCCESS_MESSAGE)).toBeTruthy();
    expect(await detail().findByText('BetMGM')).toBeTruthy();
    expect(detail().getByText('N/A')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('250.5')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('BetMGM')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      player: 'Josh Allen',
      stat_type: 'passing_yards',
      line_value: 250.5,
      odds: -110,
      sportsbook: 'BetMGM',
      game_id: null,
    });
  });

  it('sends the week, sportsbook, pulled day and order to the server', async () => {
    const user = userEvent.setup();
    const { lastList } = serve(propLineList(14));
    render();
    await screen.findByText('Showing 1 to 10 of 14 results');
    await chooseOption('Week filter', 'Week 3');
    await waitFor(() => {
      expect(lastList()?.get('week')).toBe('3');
    });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by sportsbook' }), 'fan{Enter}');
    await waitFor(() => {
      expect(lastList()?.get('sportsbook')).toBe('fan');
    });
    fireEvent.change(screen.getByLabelText('Pulled on'), { target: { value: '2025-09-05' } });
    await waitFor(() => {
      expect(lastList()?.get('pulledFrom')).toBe(new Date(2025, 8, 5).toISOString());
    });
    expect(lastList()?.get('pulledTo')).toBe(new Date(2025, 8, 6).toISOString());
    fireEvent.change(screen.getByLabelText('Pulled on'), { target: { value: '' } });
    await user.click(screen.getByRole('columnheader', { name: 'Line Value' }));
    await waitFor(() => {
      expect(lastList()?.get('sortBy')).toBe('line_value');
    });
    expect(lastList()?.has('pulledFrom')).toBe(false);
    expect(lastList()?.get('week')).toBe('3');
  });

  it('deletes after confirmation, clears the selection and clamps the page', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { lastList, calls } = serve(propLineList(11), gate);
    render();
    await screen.findByText('Showing 1 to 10 of 11 results');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await listArea().findByText('Depth Receiver 11'));
    await user.click(await detail().findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PROP_LINE_DELETE_CONFIRM_MESSAGE)).toBeTruthy();
    // Dismissing the confirmation deletes nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(detail().getByText('Depth Receiver 11')).toBeTruthy();

    await user.click(detail().getByRole('button', { name: 'Delete' }));
    // The dismissed dialog may still be leaving (its animation never ends in jsdom): use the newest one.
    const dialogs = await screen.findAllByRole('dialog');
    const dialog = dialogs[dialogs.length - 1] as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await detail().findByRole('button', { name: /Deleting\.\.\./ })).toBeTruthy();
    release();
    expect(await screen.findByText(PROP_LINE_DELETE_SUCCESS_MESSAGE)).toBeTruthy();
    expect(await detail().findByText(SELECT_PROP_LINE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 10 of 10 results')).toBeTruthy();
    await waitFor(() => {
      expect(lastList()?.get('page')).toBe('1');
    });
    expect(listArea().queryByText('Depth Receiver 11')).toBeNull();
  });
});
