import { describe, expect, it } from 'vitest';
import { adminContextPerSuite } from './admin-test-setup';

type Err = { error: { code?: string; message?: string; field?: string } };
type ArticleBody = { id: string; title: string; html: string | null; status: string };

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Reading the hold',
  content: 'Why -110 on both sides means the book keeps 4.5%.',
  author: 'EdgeBoard Research',
  date: '2025-09-01',
  category: 'Education',
  tags: ['odds'],
  sections: [{ id: 's1', title: 'Intro', content: 'Text' }],
  status: 'draft',
  html: '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p><script>steal()</script>',
  ...over,
});

describe('admin articles', () => {
  const t = adminContextPerSuite();

  it('creates with the HTML sanitised on write, gets, lists with search and status, updates and deletes', async () => {
    const created = await t.json('POST', '/api/admin/articles', input());
    expect(created.status).toBe(201);
    const article = created.body as ArticleBody;
    expect(article.html).toBe('<p>Hello <a>there</a></p>');
    expect((await t.repos.articles.get(article.id))?.html).toBe('<p>Hello <a>there</a></p>');

    await t.json(
      'POST',
      '/api/admin/articles',
      input({ title: 'Weather and totals', status: 'published', html: null }),
    );
    const search = (await t.json('GET', '/api/admin/articles?search=HOLD')).body as {
      data: ArticleBody[];
      count: number;
    };
    expect(search.data.map((a) => a.title)).toEqual(['Reading the hold']);
    const published = (await t.json('GET', '/api/admin/articles?status=published')).body as { count: number };
    expect(published.count).toBe(1);

    const updated = await t.json('PUT', `/api/admin/articles/${article.id}`, {
      status: 'published',
      html: '<h2>New</h2><img src=x onerror=alert(1)>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'published',
      title: 'Reading the hold',
      html: '<h2>New</h2><img src="x" />',
    });
    expect((await t.json('GET', `/api/admin/articles/${article.id}`)).body).toMatchObject({ id: article.id });

    expect((await t.json('DELETE', `/api/admin/articles/${article.id}`)).body).toEqual({ success: true });
    expect((await t.json('GET', `/api/admin/articles/${article.id}`)).status).toBe(404);
    expect((await t.json('DELETE', `/api/admin/articles/${article.id}`)).status).toBe(404);
  });

  it('sanitises on read too (rows written straight into the database)', async () => {
    const raw = await t.repos.articles.create({
      ...input(),
      status: 'draft',
      html: '<p>ok</p><script>bad()</script>',
    } as never);
    expect(((await t.json('GET', `/api/admin/articles/${raw.id}`)).body as ArticleBody).html).toBe(
      '<p>ok</p>',
    );
  });

  it('sorts by a whitelisted column in either direction, and refuses any other with a 400', async () => {
    for (const title of ['Sortable b', 'sortable C', 'Sortable a'])
      await t.json('POST', '/api/admin/articles', input({ title, html: null }));
    const titles = async (q: string) =>
      (
        (await t.json('GET', `/api/admin/articles?search=sortable${q}`)).body as { data: ArticleBody[] }
      ).data.map((a) => a.title);
    // Letter case does not split the order (SQLite and PostgreSQL would otherwise disagree).
    expect(await titles('&sortBy=title')).toEqual(['Sortable a', 'Sortable b', 'sortable C']);
    expect(await titles('&sortBy=title&sortOrder=DESC')).toEqual(['sortable C', 'Sortable b', 'Sortable a']);
    const res = await t.json('GET', '/api/admin/articles?sortBy=content');
    expect(res.status).toBe(400);
    expect((res.body as Err).error.field).toBe('sortBy');
  });

  it('refuses an unsafe image or page link with a 400 naming the field, and writes nothing', async () => {
    // Regression (issue #20 item 10): the server stored javascript: and protocol-relative links.
    const before = ((await t.json('GET', '/api/admin/articles')).body as { count: number }).count;
    for (const [field, link] of [
      ['htmlPath', 'javascript:alert(1)'],
      ['htmlPath', '//evil.example/page'],
      ['imageUrl', 'javascript:alert(1)'],
      ['imageUrl', 'http://plain.example/i.png'],
    ] as const) {
      const res = await t.json('POST', '/api/admin/articles', input({ [field]: link }));
      expect(res.status).toBe(400);
      const { error } = res.body as Err;
      expect(error.field).toBe(field);
      expect(error.message).toContain('https://');
    }
    expect(((await t.json('GET', '/api/admin/articles')).body as { count: number }).count).toBe(before);
    const ok = await t.json(
      'POST',
      '/api/admin/articles',
      input({ htmlPath: '/articles/hold.html', imageUrl: 'https://cdn.example.com/hold.png' }),
    );
    expect(ok.status).toBe(201);
    const id = (ok.body as ArticleBody).id;
    const edit = await t.json('PUT', `/api/admin/articles/${id}`, { htmlPath: 'javascript:void(0)' });
    expect([edit.status, (edit.body as Err).error.field]).toEqual([400, 'htmlPath']);
    expect((await t.json('GET', `/api/admin/articles/${id}`)).body).toMatchObject({
      htmlPath: '/articles/hold.html',
    });
  });

  it('serves a link stored before the rule as null', async () => {
    const raw = await t.repos.articles.create({ ...input(), htmlPath: 'javascript:alert(1)' } as never);
    expect((await t.json('GET', `/api/admin/articles/${raw.id}`)).body).toMatchObject({ htmlPath: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expect(
      ((await t.json('POST', '/api/admin/articles', input({ title: '' }))).body as Err).error.field,
    ).toBe('title');
    expect(
      ((await t.json('POST', '/api/admin/articles', input({ status: 'live' }))).body as Err).error.field,
    ).toBe('status');
    expect(
      ((await t.json('POST', '/api/admin/articles', input({ tags: 'odds' }))).body as Err).error.field,
    ).toBe('tags');
    const { sections: _s, ...noSections } = input();
    expect(((await t.json('POST', '/api/admin/articles', noSections)).body as Err).error.field).toBe(
      'sections',
    );
    const created = (await t.json('POST', '/api/admin/articles', input())).body as ArticleBody;
    expect(
      ((await t.json('PUT', `/api/admin/articles/${created.id}`, { status: 'gone' })).body as Err).error
        .field,
    ).toBe('status');
    expect((await t.json('PUT', '/api/admin/articles/missing', { status: 'draft' })).status).toBe(404);
  });
});
