import { describe, expect, it } from 'vitest';
import { PropFeedQuery } from '@edgeboard/domain';
import {
  CONFIDENCE_OPTIONS,
  DEFAULT_FILTERS,
  feedRequest,
  filtersFromParams,
  filtersToParams,
  WEEK_OPTIONS,
  type FeedFilters,
} from './prop-feed-filters';

const every: FeedFilters = {
  week: 7,
  minConfidence: 70,
  statType: 'player_yards',
  status: 'live',
  sortBy: 'type',
  sortOrder: 'asc',
  player: '  Josh Allen ',
};

describe('filter options', () => {
  it('offers weeks 1 to 18 and the confidence thresholds of the spec', () => {
    expect(WEEK_OPTIONS.map((w) => w.label)).toEqual(Array.from({ length: 18 }, (_, i) => `Week ${i + 1}`));
    expect(CONFIDENCE_OPTIONS.map((c) => c.label)).toEqual(['All', '60%+', '70%+', '80%+']);
  });
});

describe('feedRequest', () => {
  it('sends the default page: 12 from the start, confidence descending, season 2025, no filters', () => {
    expect(feedRequest(DEFAULT_FILTERS, 0)).toEqual({
      limit: 12,
      offset: 0,
      minConfidence: 0,
      sortBy: 'confidence',
      sortOrder: 'desc',
      season: 2025,
    });
  });

  it('maps every filter to its query parameter, trimming the player name', () => {
    expect(feedRequest(every, 24)).toEqual({
      limit: 12,
      offset: 24,
      minConfidence: 70,
      sortBy: 'type',
      sortOrder: 'asc',
      season: 2025,
      week: 7,
      player: 'Josh Allen',
      statType: 'player_yards',
      status: 'live',
    });
  });

  it('builds queries the server accepts as they are', () => {
    const sent = feedRequest(every, 12);
    const asQueryString = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
    const parsed = PropFeedQuery.parse(asQueryString);
    expect(parsed).toEqual(sent);
  });
});

describe('URL state', () => {
  it('round-trips applied filters through the search params', () => {
    const params = filtersToParams(every);
    expect(params.toString()).toBe(
      'week=7&minConfidence=70&statType=player_yards&status=live&sortBy=type&sortOrder=asc&player=Josh+Allen',
    );
    expect(filtersFromParams(params)).toEqual({ ...every, player: 'Josh Allen' });
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('ignores values a hand-edited URL could carry', () => {
    const f = filtersFromParams(
      new URLSearchParams('week=19&minConfidence=65&statType=kicking&status=final&sortBy=x&sortOrder=up'),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
  });
});
