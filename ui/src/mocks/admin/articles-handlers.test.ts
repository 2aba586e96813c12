// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, error, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: articles', () => {
  it('creates, searches, updates and deletes articles', async () => {
    const input = {
      title: 'Zebra Week Notes',
      content: 'Body',
      author: 'Desk',
      date: '2025-10-01',
      category: 'NFL',
      tags: [],
      sections: [],
      status: 'draft',
      html: '<p>Hi</p>',
    };
    const Admin = z.object({
      id: z.string(),
      title: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      published_at: z.string().nullable(),
    });
    const created = await json(
      Admin,
      await call('/articles', { method: 'POST', body: JSON.stringify(input) }),
      201,
    );
    expect(created.published_at).toBeNull();
    const found = await json(pageOf(Admin), await call('/articles?search=zebra&status=draft'));
    expect(found.data.map((a) => a.id)).toEqual([created.id]);
    const published = await json(
      Admin,
      await call(`/articles/${created.id}`, { method: 'PUT', body: JSON.stringify({ status: 'published' }) }),
    );
    expect(published.published_at).not.toBeNull();
    expect(published.html).toBe('<p>Hi</p>');
    expect(
      await json(
        z.object({ success: z.literal(true) }),
        await call(`/articles/${created.id}`, { method: 'DELETE' }),
      ),
    ).toEqual({ success: true });
    expect((await error(await call(`/articles/${created.id}`), 404)).message).toBe(
      `Article ${created.id} not found`,
    );
    const bad = await call('/articles', { method: 'POST', body: JSON.stringify({ ...input, title: '' }) });
    expect((await error(bad, 400)).field).toBe('title');
  });
});
