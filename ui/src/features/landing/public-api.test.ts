import { describe, expect, it } from 'vitest';
import { answer, withMockServer } from '@/test/mock-server';
import { parseFeedAnswer } from '@/lib/prop-feed/prop-feed-answer';
import { fetchPreviewPicks } from './public-api';

withMockServer();

describe('fetchPreviewPicks', () => {
  it('asks for the plays first, by value, of games not yet started by default, without the plays filter', async () => {
    const sent = answer('/api/props/prop-feed', { data: [], count: 0 });
    await fetchPreviewPicks(3);
    expect(sent.requests[0] && new URL(sent.requests[0].url).pathname).toBe('/api/props/prop-feed');
    expect(Object.fromEntries(sent.query[0] ?? [])).toEqual({
      limit: '3',
      sortBy: 'ev',
      sortOrder: 'desc',
      status: 'upcoming',
      playsFirst: 'true',
    });
  });

  it('passes the value sort and Plays only through', async () => {
    const sent = answer('/api/props/prop-feed', { data: [], count: 0 });
    await fetchPreviewPicks(3, { sortBy: 'confidence', plays: true });
    expect(Object.fromEntries(sent.query[0] ?? [])).toEqual({
      limit: '3',
      sortBy: 'confidence',
      sortOrder: 'desc',
      status: 'upcoming',
      playsFirst: 'true',
      plays: 'true',
    });
  });

  it("reads the checked mock's answer as the feed's shape", async () => {
    const feed = parseFeedAnswer(await fetchPreviewPicks(3));
    expect(feed.data.length).toBeLessThanOrEqual(3);
    expect(feed.count).toBeGreaterThanOrEqual(feed.data.length);
  });
});
