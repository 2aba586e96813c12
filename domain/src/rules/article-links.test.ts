import { describe, expect, it } from 'vitest';
import { ArticleInput } from '../entities/content';
import { ARTICLE_LINK_MESSAGE, isSafeArticleLink, safeArticleLink } from './article-links';

describe('isSafeArticleLink', () => {
  it.each(['https://cdn.example.com/img/cover.jpg', 'https://example.com', '/articles/week-10.html', '/'])(
    'accepts %s',
    (link) => {
      expect(isSafeArticleLink(link)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.example/page',
    '/\\evil.example/page',
    'http://example.com/page',
    'data:image/png;base64,AAAA',
    'articles/week-10.html',
    'https://',
    'https://user:pw@example.com/',
    'https://example.com/a b',
    ' /articles/x',
    '/articles/\nx',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (link) => {
    expect(isSafeArticleLink(link)).toBe(false);
  });

  it('serves an unsafe stored link as null', () => {
    expect(safeArticleLink('javascript:alert(1)')).toBeNull();
    expect(safeArticleLink(null)).toBeNull();
    expect(safeArticleLink('/a')).toBe('/a');
  });
});

describe('ArticleInput links', () => {
  const input = {
    title: 'T',
    content: 'c',
    author: 'a',
    date: '2025-10-01',
    category: 'News',
    tags: [],
    sections: [],
    status: 'draft',
  } as const;

  it('refuses an unsafe htmlPath or imageUrl with one clear message', () => {
    for (const field of ['htmlPath', 'imageUrl'] as const) {
      const result = ArticleInput.safeParse({ ...input, [field]: 'javascript:alert(1)' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: ARTICLE_LINK_MESSAGE }),
      ]);
    }
  });

  it('accepts safe links, null and no link', () => {
    expect(
      ArticleInput.safeParse({ ...input, htmlPath: '/a', imageUrl: 'https://x.example/i.png' }).success,
    ).toBe(true);
    expect(ArticleInput.safeParse({ ...input, htmlPath: null, imageUrl: null }).success).toBe(true);
    expect(ArticleInput.safeParse(input).success).toBe(true);
  });
});
