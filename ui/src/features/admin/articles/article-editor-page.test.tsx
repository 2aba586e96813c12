import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { json, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import {
  ARTICLE_CREATED_MESSAGE,
  ARTICLE_SAVE_FAILED_MESSAGE,
  ARTICLE_UPDATED_MESSAGE,
  Component as ArticleEditorPage,
  UNSAVED_CHANGES_MESSAGE,
  VALIDATION,
} from './article-editor-page';
import { AdminArticleInput } from './articles.api';
import { makeArticle } from './articles.fixture';

function serve(opts: { failSave?: boolean } = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const stored = makeArticle(1);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const req = requestOf(input);
      const path = new URL(req.url).pathname;
      if (req.method === 'GET') return json(200, stored);
      const body: unknown = await req.json();
      writes.push({ method: req.method, path, body });
      if (opts.failSave === true)
        return json(400, { error: { code: 'VALIDATION', message: 'bad', field: 'title' } });
      return json(req.method === 'POST' ? 201 : 200, { ...stored, ...(body as object) });
    }),
  );
  return { writes, stored };
}

const render = (at: string) =>
  renderAdminPage('/admin/content/articles/new', <ArticleEditorPage />, {
    at,
    routes: [
      {
        path: '/admin/content/articles/edit/:id',
        element: (
          <App>
            <ArticleEditorPage />
          </App>
        ),
      },
      { path: '/admin/content/articles', element: <p>articles list</p> },
    ],
  });

const field = (label: string) => screen.getByLabelText(label);

describe('article editor', () => {
  it('refuses links the server refuses, as you type (one rule for both)', async () => {
    // Regression (issue #20 item 10): the form let http:// images and any External page path through.
    serve();
    render('/admin/content/articles/new');
    for (const [label, value] of [
      ['External page path', '//evil.example/page'],
      ['External page path', 'javascript:alert(1)'],
      ['Image URL', 'http://plain.example/cover.png'],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
      expect(await screen.findByText(VALIDATION.htmlPath)).toBeTruthy();
      fireEvent.change(field(label), {
        target: { value: label === 'Image URL' ? 'https://cdn.example/c.png' : '/articles/a.html' },
      });
      await waitFor(() => {
        expect(screen.queryByText(VALIDATION.htmlPath)).toBeNull();
      });
    }
  });

  it('validates as you type and creates the article', async () => {
    const { writes } = serve();
    render('/admin/content/articles/new');
    fireEvent.change(field('Title'), { target: { value: 'Weather and Totals' } });
    fireEvent.change(field('Title'), { target: { value: '  ' } });
    expect(await screen.findByText(VALIDATION.title)).toBeTruthy();
    fireEvent.change(field('Image URL'), { target: { value: 'javascript:alert(1)' } });
    expect(await screen.findByText(VALIDATION.imageUrl)).toBeTruthy();

    // Save with errors left sends nothing and names every missing field.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION.author)).toBeTruthy();
    expect(screen.getByText(VALIDATION.category)).toBeTruthy();
    expect(writes).toHaveLength(0);

    fireEvent.change(field('Title'), { target: { value: 'Weather and Totals' } });
    fireEvent.change(field('Author'), { target: { value: 'EdgeBoard Research' } });
    fireEvent.change(field('Category'), { target: { value: 'Strategy' } });
    fireEvent.change(field('Image URL'), { target: { value: '' } });
    fireEvent.change(field('HTML body'), { target: { value: '<p>Wind above 15 mph cuts passing.</p>' } });
    await waitFor(() => {
      expect(screen.queryByText(VALIDATION.title)).toBeNull();
    });
    expect(screen.getByTitle('Article preview').getAttribute('sandbox')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ARTICLE_CREATED_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('articles list')).toBeTruthy();
    expect(writes[0]?.method).toBe('POST');
    const sent = AdminArticleInput.parse(writes[0]?.body);
    expect(sent).toMatchObject({
      title: 'Weather and Totals',
      author: 'EdgeBoard Research',
      category: 'Strategy',
      status: 'draft',
      imageUrl: null,
      html: '<p>Wind above 15 mph cuts passing.</p>',
      sections: [],
    });
  });

  it('loads the article for edit, keeps its sections and reports a refused save', async () => {
    const { writes, stored } = serve({ failSave: true });
    render(`/admin/content/articles/edit/${stored.id}`);
    expect(await screen.findByDisplayValue(stored.title)).toBeTruthy();
    fireEvent.change(field('Title'), { target: { value: 'Player Props 102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ARTICLE_SAVE_FAILED_MESSAGE)).toBeTruthy();
    expect(writes[0]?.method).toBe('PUT');
    expect(writes[0]?.path).toBe(`/api/admin/articles/${stored.id}`);
    expect(AdminArticleInput.parse(writes[0]?.body).sections).toEqual(stored.sections);
    expect(screen.queryByText(ARTICLE_UPDATED_MESSAGE)).toBeNull();
  });

  it('asks before Cancel drops unsaved changes', async () => {
    const { stored } = serve();
    render(`/admin/content/articles/edit/${stored.id}`);
    fireEvent.change(await screen.findByDisplayValue(stored.title), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('articles list')).toBeTruthy();
  });
});
