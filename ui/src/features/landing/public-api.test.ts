import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPreviewPicks } from './public-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFeed() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: [], count: 0 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const input = fetchMock.mock.calls[0]![0];
    return new URL(input instanceof Request ? input.url : String(input), 'http://edgeboard.test');
  };
}

describe('fetchPreviewPicks', () => {
  it('asks for the highest Edge Scores of games not yet started by default, without the plays filter', async () => {
    const sent = stubFeed();
    await fetchPreviewPicks(3);
    expect(sent().pathname).toBe('/api/props/prop-feed');
    expect(Object.fromEntries(sent().searchParams)).toEqual({
      limit: '3',
      sortBy: 'confidence',
      sortOrder: 'desc',
      status: 'upcoming',
    });
  });

  it('passes the value sort and Plays only through', async () => {
    const sent = stubFeed();
    await fetchPreviewPicks(3, { sortBy: 'ev', plays: true });
    expect(Object.fromEntries(sent().searchParams)).toEqual({
      limit: '3',
      sortBy: 'ev',
      sortOrder: 'desc',
      status: 'upcoming',
      plays: 'true',
    });
  });
});
