import type { ArticleWrite } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlArticleRepository } from './article-repository';

const input = (over: Partial<ArticleWrite> = {}): ArticleWrite => ({
  title: 'Reading the Edge Score',
  content: 'What a calibrated probability means for a bettor.',
  author: 'Dana Whitfield',
  date: '2025-09-01',
  category: 'Education',
  tags: ['edge score', 'calibration'],
  imageUrl: null,
  htmlPath: null,
  sections: [{ id: 's1', title: 'Why', content: 'Because.' }],
  status: 'published',
  ...over,
});

describeEachEngine('SqlArticleRepository', (getDb) => {
  const repo = () => new SqlArticleRepository(getDb());

  emptyBeforeEach(getDb, ['articles']);

  it('creates articles with JSON lists and HTML, stamping published_at only when published', async () => {
    const pub = await repo().create(input({ html: '<p>Hi</p>' }), 'a1');
    expect(pub).toMatchObject({
      id: 'a1',
      tags: ['edge score', 'calibration'],
      sections: [{ id: 's1', title: 'Why', content: 'Because.' }],
      html: '<p>Hi</p>',
      isFavorite: false,
    });
    expect(pub.published_at).toBe(pub.created_at);
    const draft = await repo().create(input({ status: 'draft', title: 'Draft' }));
    expect(draft.published_at).toBeNull();
    expect(draft.html).toBeNull();
    expect(await repo().get(draft.id)).toEqual(draft);
    expect(await repo().get('none')).toBeNull();
  });

  it('lists only published articles, newest publication first', async () => {
    await repo().create(input({ title: 'First' }), 'a1');
    await repo().create(input({ title: 'Hidden', status: 'archived' }), 'a2');
    await new Promise((r) => setTimeout(r, 5));
    await repo().create(input({ title: 'Second' }), 'a3');
    expect((await repo().published()).map((a) => a.id)).toEqual(['a3', 'a1']);
    expect((await repo().published(1)).map((a) => a.id)).toEqual(['a3']);
  });

  it('searches title, content and author case-insensitively, filters status, and pages', async () => {
    await repo().create(input({ title: 'Weather and totals' }), 'a1');
    await repo().create(
      input({ title: 'Other', content: 'Wind matters for WEATHER props', status: 'draft' }),
      'a2',
    );
    await repo().create(input({ title: 'Third', author: 'Weatherby Jones', status: 'archived' }), 'a3');
    await repo().create(input({ title: 'Unrelated', content: 'x', author: 'y' }), 'a4');
    const found = await repo().adminList({ page: 1, pageSize: 10, search: 'weather' });
    expect(found.data.map((a) => a.id).sort()).toEqual(['a1', 'a2', 'a3']);
    expect(found.count).toBe(3);
    expect(
      (await repo().adminList({ page: 1, pageSize: 10, search: 'weather', status: 'draft' })).data.map(
        (a) => a.id,
      ),
    ).toEqual(['a2']);
    const page = await repo().adminList({ page: 2, pageSize: 3 });
    expect([page.count, page.data.length]).toEqual([4, 1]);
  });

  it('updates fields, publishes a draft once, and deletes', async () => {
    const draft = await repo().create(input({ status: 'draft' }), 'a1');
    const published = await repo().update('a1', { status: 'published', tags: ['new'], html: '<b>x</b>' });
    expect(published).toMatchObject({
      status: 'published',
      tags: ['new'],
      html: '<b>x</b>',
      title: draft.title,
    });
    expect(published?.published_at).not.toBeNull();
    const archived = await repo().update('a1', { status: 'archived' });
    const republished = await repo().update('a1', { status: 'published' });
    expect(republished?.published_at).toBe(published?.published_at);
    expect(archived?.status).toBe('archived');
    expect(await repo().update('none', { title: 'x' })).toBeNull();
    expect(await repo().delete('a1')).toBe(true);
    expect(await repo().delete('a1')).toBe(false);
  });
});
