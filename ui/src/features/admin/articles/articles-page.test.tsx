import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ARTICLE_PREVIEW_CHARS,
  ARTICLE_DELETE_FAILED_MESSAGE,
  ARTICLE_DELETE_SUCCESS_MESSAGE,
  NO_ARTICLES_FOUND_MESSAGE,
} from '@edgeboard/domain';
import {
  detailPanel,
  expectDeleteOfLastPageRowGoesBack,
  failure,
  json,
  listPanel,
  pageOf,
  renderAdminPage,
  requestOf,
} from '@/features/admin/common/admin-test-kit';
import { articlePreview } from './article-display';
import { SELECT_ARTICLE_MESSAGE } from './article-detail';
import { ARTICLE_DELETE_CONFIRM_MESSAGE, Component as ArticlesPage } from './articles-page';
import { AdminArticle, type AdminArticle as AdminArticleT } from './articles.api';
import { makeArticle } from './articles.fixture';

function serve(initial: AdminArticleT[], opts: { failDelete?: boolean } = {}) {
  let rows = [...initial];
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const req = requestOf(input);
      const url = new URL(req.url);
      calls.push({ method: req.method, url });
      const id = /\/api\/admin\/articles\/([^/]+)$/.exec(url.pathname)?.[1];
      if (id === undefined) {
        const status = url.searchParams.get('status');
        const data = rows.filter((r) => status === null || r.status === status);
        if (url.searchParams.get('sortBy') === 'title')
          data.sort(
            (a, b) =>
              a.title.localeCompare(b.title) * (url.searchParams.get('sortOrder') === 'desc' ? -1 : 1),
          );
        return Promise.resolve(json(200, pageOf(data, url.searchParams)));
      }
      const row = rows.find((r) => r.id === id);
      if (row === undefined) return Promise.resolve(failure(404, 'NOT_FOUND', 'gone'));
      if (req.method === 'DELETE') {
        if (opts.failDelete === true) return Promise.resolve(failure(409, 'CONFLICT', 'in use'));
        rows = rows.filter((r) => r.id !== id);
        return Promise.resolve(json(200, { success: true }));
      }
      return Promise.resolve(json(200, row));
    }),
  );
  const lastList = () =>
    calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/articles').at(-1)?.url
      .searchParams;
  return { calls, deletes: () => calls.filter((c) => c.method === 'DELETE').length, lastList };
}

const render = () =>
  renderAdminPage('/admin/content/articles', <ArticlesPage />, {
    routes: [
      { path: '/admin/content/articles/edit/:id', element: <p>editor screen</p> },
      { path: '/admin/content/articles/new', element: <p>new article screen</p> },
    ],
  });

const props = makeArticle(1);
const draft = makeArticle(2, { title: 'Bankroll Basics', status: 'draft', content: 'Short draft.' });

describe('admin articles', () => {
  it('fixtures follow the schema and the preview stops at 300 characters', () => {
    expect(AdminArticle.safeParse(props).success).toBe(true);
    expect(props.content.length).toBeGreaterThan(ADMIN_ARTICLE_PREVIEW_CHARS);
    const preview = articlePreview(props.content);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(ADMIN_ARTICLE_PREVIEW_CHARS + 1);
    expect(articlePreview('Short draft.')).toBe('Short draft.');
  });

  it('shows the status colours, the detail preview, and asks before deleting', async () => {
    const server = serve([props, draft]);
    render();
    const list = await screen.findByText(props.title);
    expect(within(listPanel()).getByText('Published').closest('.ant-tag')?.className).toContain('green');
    expect(within(listPanel()).getByText('Draft').closest('.ant-tag')?.className).toContain('gold');
    expect(within(detailPanel()).getByText(SELECT_ARTICLE_MESSAGE)).toBeTruthy();

    fireEvent.click(list);
    const preview = await within(detailPanel()).findByTestId('article-preview');
    expect(preview.textContent).toBe(articlePreview(props.content));

    // Cancelling the confirmation deletes nothing.
    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ARTICLE_DELETE_CONFIRM_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(server.deletes()).toBe(0);

    fireEvent.click(within(detailPanel()).getByRole('button', { name: 'Delete' }));
    // The cancelled dialog may still be fading out: the new one is the last.
    await waitFor(() => {
      expect(screen.getAllByRole('dialog')).toHaveLength(2);
    });
    dialog = screen.getAllByRole('dialog').at(-1) ?? dialog;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ARTICLE_DELETE_SUCCESS_MESSAGE)).toBeTruthy();
    expect(server.deletes()).toBe(1);
    await waitFor(() => {
      expect(within(detailPanel()).getByText(SELECT_ARTICLE_MESSAGE)).toBeTruthy();
    });
    await waitFor(() => {
      expect(within(listPanel()).queryByText(props.title)).toBeNull();
    });
  });

  it('deleting the last row of the last page goes back to the new last page', async () => {
    // Regression (issue #20 item 4): "Showing 1 to 10 of 10 results" beside an empty table, no Previous.
    const many = Array.from({ length: 11 }, (_, i) =>
      makeArticle(i + 1, { id: `a-${String(i + 1)}`, title: `Article ${String(i + 1)}` }),
    );
    const server = serve(many);
    render();
    await expectDeleteOfLastPageRowGoesBack({
      row: (n) => `Article ${String(n)}`,
      deleted: ARTICLE_DELETE_SUCCESS_MESSAGE,
      empty: NO_ARTICLES_FOUND_MESSAGE,
      lastList: server.lastList,
    });
  });

  it('sorts by a column header on the server and changes the page size', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeArticle(i + 1, { id: `a-${String(i + 1)}`, title: `Article ${String(i + 1).padStart(2, '0')}` }),
    );
    const server = serve(many);
    render();
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 results');
    // A new order starts again at page 1.
    fireEvent.click(screen.getByRole('columnheader', { name: 'Title' }));
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(server.lastList()?.get('sortBy')).toBe('title');
    expect(server.lastList()?.get('sortOrder')).toBe('asc');
    expect(server.lastList()?.get('page')).toBe('1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const option = (await screen.findAllByTitle('25 / page')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    if (option === undefined) throw new Error('no 25 / page option');
    fireEvent.click(option);
    expect(await screen.findByText('Showing 1 to 12 of 12 results')).toBeTruthy();
    expect(server.lastList()?.get('pageSize')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('reports a refused delete and keeps the article', async () => {
    serve([props], { failDelete: true });
    render();
    fireEvent.click(await screen.findByText(props.title));
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ARTICLE_DELETE_FAILED_MESSAGE)).toBeTruthy();
    expect(within(listPanel()).getByText(props.title)).toBeTruthy();
  });

  it('filters by status, shows the empty state and opens the editor', async () => {
    const server = serve([props]);
    render();
    await screen.findByText(props.title);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status filter' }));
    const option = (await screen.findAllByTitle('Archived')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    if (option === undefined) throw new Error('no Archived option');
    fireEvent.click(option);
    expect(await screen.findByText(NO_ARTICLES_FOUND_MESSAGE)).toBeTruthy();
    expect(server.calls.at(-1)?.url.searchParams.get('status')).toBe('archived');

    fireEvent.click(screen.getByRole('button', { name: 'New Article' }));
    expect(await screen.findByText('new article screen')).toBeTruthy();
  });

  it('Edit goes to the editor of the selected article', async () => {
    serve([props]);
    render();
    fireEvent.keyDown(await screen.findByText(props.title), { key: 'Enter' });
    fireEvent.click(await within(detailPanel()).findByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('editor screen')).toBeTruthy();
  });
});
