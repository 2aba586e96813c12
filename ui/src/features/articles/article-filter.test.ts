import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, distinctCategories, visibleArticles } from './article-filter';
import { ARTICLES } from './article-fixtures.test-helper';

const ids = (list: { id: string }[]) => list.map((a) => a.id);
const none = new Set<string>();

describe('article filtering', () => {
  it('lists each category once, in first-seen order', () => {
    expect(distinctCategories(ARTICLES)).toEqual(['Strategy', 'Bankroll']);
  });

  it('searches title, content and author without regard to case', () => {
    const find = (search: string) =>
      ids(visibleArticles(ARTICLES, { search, category: ALL_CATEGORIES, favourites: none }));
    expect(find('LINE SHOPPING')).toEqual(['a2']);
    expect(find('wind above')).toEqual(['a1']);
    expect(find('dana')).toEqual(['a3', 'a1']);
    expect(find('nothing like this')).toEqual([]);
  });

  it('keeps only the chosen category and combines it with the search', () => {
    expect(ids(visibleArticles(ARTICLES, { search: '', category: 'Strategy', favourites: none }))).toEqual([
      'a3',
      'a1',
    ]);
    expect(
      ids(visibleArticles(ARTICLES, { search: 'half', category: 'Strategy', favourites: none })),
    ).toEqual([]);
  });

  it('puts favourites first and keeps the server order inside each group', () => {
    const favourites = new Set(['a1', 'a2']);
    expect(ids(visibleArticles(ARTICLES, { search: '', category: ALL_CATEGORIES, favourites }))).toEqual([
      'a2',
      'a1',
      'a3',
    ]);
  });
});
