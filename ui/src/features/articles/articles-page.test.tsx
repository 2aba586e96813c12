import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ARTICLE_ID_MISSING_MESSAGE,
  ARTICLE_LOAD_FAILED_MESSAGE,
  ARTICLE_NOT_FOUND_MESSAGE,
  NO_ARTICLES_MATCHING_MESSAGE,
  STORAGE_KEYS,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { answer, apiError, server, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { ArticlePage, COMING_SOON } from './article-page';
import { ARTICLES } from './article-fixtures.test-helper';
import { ArticlesPage, REPLAY_NO_ARTICLES_MESSAGE } from './articles-page';

const routes = [
  { path: '/dashboard/articles', element: <ArticlesPage /> },
  { path: '/dashboard/articles/:id', element: <ArticlePage /> },
  { path: '/dashboard/article-without-id', element: <ArticlePage /> },
];

withMockServer({ buildWorld: false });

function serve(detailStatus = 200) {
  answer('/api/articles', ARTICLES);
  server.use(
    http.get('/api/articles/:id', ({ params }) => {
      const found = ARTICLES.find((a) => a.id === params.id);
      if (detailStatus !== 200) return HttpResponse.json(apiError('x', 'x'), { status: detailStatus });
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json(apiError('Article not found', 'not_found'), { status: 404 });
    }),
  );
}

const open = (at: string) => renderRoutes(routes, { at, auth: signedIn() });
const titles = () => screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);

describe('articles list', () => {
  beforeEach(() => {
    serve();
  });

  it('shows cards with date, author, two tags plus "+N more" and the right Read More target', async () => {
    open('/dashboard/articles');
    const card = await screen.findByRole('article', { name: 'Reading Edge Scores' });
    expect(within(card).getByText('Sep 12, 2025 · Dana Reyes')).toBeTruthy();
    expect(within(card).getByText('edge-score')).toBeTruthy();
    expect(within(card).getByText('calibration')).toBeTruthy();
    expect(within(card).queryByText('basics')).toBeNull();
    expect(within(card).getByText('+2 more')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read More' }).getAttribute('href')).toBe(
      '/dashboard/articles/a3',
    );
    const external = screen.getByRole('article', { name: 'Line Shopping 101' });
    expect(within(external).getByRole('link', { name: 'Read More' }).getAttribute('href')).toBe(
      '/articles/line-shopping.html',
    );
  });

  it('puts a starred article first and remembers it in local storage', async () => {
    const user = userEvent.setup();
    open('/dashboard/articles');
    await screen.findByRole('article', { name: 'Weather and Passing Props' });
    expect(titles()).toEqual(['Reading Edge Scores', 'Line Shopping 101', 'Weather and Passing Props']);
    await user.click(screen.getByRole('button', { name: 'Favourite Weather and Passing Props' }));
    expect(titles()).toEqual(['Weather and Passing Props', 'Reading Edge Scores', 'Line Shopping 101']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favouriteArticles) ?? '[]')).toEqual(['a1']);
    expect(
      screen
        .getByRole('button', { name: 'Favourite Weather and Passing Props' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Favourite Weather and Passing Props' }));
    expect(titles()).toEqual(['Reading Edge Scores', 'Line Shopping 101', 'Weather and Passing Props']);
    expect(window.localStorage.getItem(STORAGE_KEYS.favouriteArticles)).toBe('[]');
  });

  it('reads stored favourites on arrival', async () => {
    window.localStorage.setItem(STORAGE_KEYS.favouriteArticles, JSON.stringify(['a2']));
    open('/dashboard/articles');
    await screen.findByRole('article', { name: 'Line Shopping 101' });
    expect(titles()[0]).toBe('Line Shopping 101');
  });

  it('filters by search, says when nothing matches, and Clear Filters brings everything back', async () => {
    const user = userEvent.setup();
    open('/dashboard/articles');
    await screen.findByRole('article', { name: 'Line Shopping 101' });
    await user.type(screen.getByRole('textbox', { name: 'Search articles' }), 'SAM ORTIZ');
    expect(titles()).toEqual(['Line Shopping 101']);
    await user.type(screen.getByRole('textbox', { name: 'Search articles' }), ' and friends');
    expect(screen.getByText(NO_ARTICLES_MATCHING_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search articles' }).value).toBe('');
  });
});

describe('article detail', () => {
  it('renders the hero, the sanitised HTML body, sections, inert Share and Save, and the favourite toggle', async () => {
    serve();
    const user = userEvent.setup();
    open('/dashboard/articles/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weather and Passing Props' })).toBeTruthy();
    expect(screen.getByText('15 mph').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'What the numbers say' })).toBeTruthy();
    expect(screen.getByText(/Written by Dana Reyes · Published Sep 1, 2025/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Share/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Save/ })).toHaveProperty('disabled', true);
    expect(COMING_SOON).toBe('Coming soon');
    await user.click(screen.getByRole('button', { name: /Favorite/ }));
    expect(window.localStorage.getItem(STORAGE_KEYS.favouriteArticles)).toBe('["a1"]');
    expect(screen.getByRole('button', { name: /Favorited/ })).toBeTruthy();
  });

  it("shows one date, the article's, in its header and its footer", async () => {
    // The demo season stores the day the row was written as published_at, long after the article's date.
    const seeded = ARTICLES.map((a) =>
      a.id === 'a2' ? { ...a, published_at: '2026-11-23T08:00:00.000Z' } : a,
    );
    answer('/api/articles/:id', seeded.find((a) => a.id === 'a2') ?? null);
    open('/dashboard/articles/a2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Line Shopping 101' })).toBeTruthy();
    expect(screen.getByText('Sep 8, 2025')).toBeTruthy();
    expect(screen.getByText(/Written by Sam Ortiz · Published Sep 8, 2025/)).toBeTruthy();
    expect(screen.queryByText(/2026/)).toBeNull();
  });

  it('says Article not found on a 404, with Back to Articles', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = open('/dashboard/articles/nope');
    expect(await screen.findByText(ARTICLE_NOT_FOUND_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Back to Articles/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard/articles');
    });
  });

  it('says Failed to load article on another error', async () => {
    serve(400);
    open('/dashboard/articles/a1');
    expect(await screen.findByText(ARTICLE_LOAD_FAILED_MESSAGE)).toBeTruthy();
  });

  it('says Article ID is missing without an id', () => {
    serve();
    open('/dashboard/article-without-id');
    expect(screen.getByText(ARTICLE_ID_MISSING_MESSAGE)).toBeTruthy();
  });

  it('in a replay with no articles, says replay mode has none rather than blaming a filter', async () => {
    answer('/api/articles', []);
    answer('/api/site', {
      siteName: 'EdgeBoard',
      siteDescription: 'x',
      maintenanceMode: false,
      maintenanceMessage: null,
      mode: 'local',
      season: 2023,
      week: 10,
      replay: { games: 272, derivedGames: 36 },
    });
    open('/dashboard/articles');
    expect(await screen.findByText(REPLAY_NO_ARTICLES_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(NO_ARTICLES_MATCHING_MESSAGE)).toBeNull();
  });
});
