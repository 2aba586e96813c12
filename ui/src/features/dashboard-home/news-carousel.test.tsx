import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWS_ROTATION_MS, SCOUT_NEWS_UPGRADE_MESSAGE } from '@edgeboard/domain';
import { MAX_NEWS_DOTS } from './news-carousel';
import { SUBSCRIPTION_PATH } from '@/lib/gating/access-rule';
import { news, serve, open, newsTitle, advance, withDashboardTimers } from './dashboard-test-kit';

withDashboardTimers();

describe('NFL News carousel', () => {
  it('advances every 12 s, moves with Prev, Next and dots, and pauses while hovered', async () => {
    const { newsCalls } = serve({ tier: 'all-star' });
    open();
    await waitFor(() => {
      expect(newsTitle()).toBe('Headline 1');
    });
    expect(newsCalls[0]?.get('limit')).toBe('25');

    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 2');

    fireEvent.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(newsTitle()).toBe('Headline 3');
    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 1');

    fireEvent.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(newsTitle()).toBe('Headline 3');

    const dot = screen.getByRole('button', { name: 'Show news item 2' });
    fireEvent.click(dot);
    expect(newsTitle()).toBe('Headline 2');
    expect(dot.getAttribute('aria-current')).toBe('true');

    const carousel = screen.getByRole('region', { name: 'NFL News' });
    fireEvent.mouseEnter(carousel);
    advance(NEWS_ROTATION_MS * 2);
    expect(newsTitle()).toBe('Headline 2');
    fireEvent.mouseLeave(carousel);
    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 3');
  });

  it('keeps 25 headlines to one short row of dots with a position count, so they fit a phone', async () => {
    serve({ tier: 'all-star', newsItems: Array.from({ length: 25 }, (_, i) => news(i + 1)) });
    open();
    await waitFor(() => {
      expect(newsTitle()).toBe('Headline 1');
    });
    const dots = () => screen.getAllByRole('button', { name: /^Show news item / });
    expect(dots()).toHaveLength(MAX_NEWS_DOTS);
    expect(screen.getByTestId('news-position').textContent).toBe('1 / 25');
    fireEvent.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(newsTitle()).toBe('Headline 25');
    expect(screen.getByTestId('news-position').textContent).toBe('25 / 25');
    expect(dots()).toHaveLength(MAX_NEWS_DOTS);
    expect(screen.getByRole('button', { name: 'Show news item 25' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('shows the scout upgrade message without asking for news', async () => {
    const { newsCalls, feedCalls } = serve({ tier: 'scout', newsStatus: 403 });
    open();
    expect(await screen.findByText(SCOUT_NEWS_UPGRADE_MESSAGE)).toBeTruthy();
    const named = screen.getByText(/Starting Edge includes NFL news/);
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      SUBSCRIPTION_PATH,
    );
    await waitFor(() => {
      expect(feedCalls.length).toBeGreaterThan(0);
    });
    expect(newsCalls).toHaveLength(0);
  });

  it('shows the upgrade message when the server answers 403', async () => {
    const { newsCalls } = serve({ tier: 'starting', newsStatus: 403 });
    open();
    expect(await screen.findByText(SCOUT_NEWS_UPGRADE_MESSAGE)).toBeTruthy();
    expect(newsCalls[0]?.get('limit')).toBe('10');
  });

  it('says when there is no news', async () => {
    serve({ newsItems: [] });
    open();
    expect(await screen.findByText('No news available at the moment.')).toBeTruthy();
  });
});
