import { describe, expect, it } from 'vitest';
import { PropFeedQuery } from '@edgeboard/domain';
import {
  CONFIDENCE_OPTIONS,
  DEFAULT_FILTERS,
  FEED_SORT_OPTIONS,
  feedQuery,
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
  sortBy: 'ev',
  sortOrder: 'asc',
  player: '  Josh Allen ',
  plays: true,
};

describe('filter options', () => {
  it('offers weeks 1 to 18 and the confidence thresholds of the spec', () => {
    expect(WEEK_OPTIONS.map((w) => w.label)).toEqual(Array.from({ length: 18 }, (_, i) => `Week ${i + 1}`));
    expect(CONFIDENCE_OPTIONS.map((c) => c.label)).toEqual(['All', '60%+', '70%+', '80%+']);
  });

  it('sorts by the spec fields and by value (EV), each a sort field the server takes', () => {
    expect(FEED_SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['created_at', 'Date Added'],
      ['confidence', 'Confidence'],
      ['type', 'Prop Type'],
      ['ev', 'Value (EV)'],
    ]);
    for (const o of FEED_SORT_OPTIONS) expect(PropFeedQuery.parse({ sortBy: o.value }).sortBy).toBe(o.value);
  });
});

const DEFAULT_QUERY = { limit: 12, minConfidence: 0, sortBy: 'confidence', sortOrder: 'desc' };

describe('feedQuery', () => {
  it('sends the default query: 12 a page, confidence descending, no season (the server picks its current one), no filters', () => {
    expect(feedQuery(DEFAULT_FILTERS)).toEqual(DEFAULT_QUERY);
  });

  it('maps every filter to its query parameter, trimming the player name', () => {
    expect(feedQuery(every)).toEqual({
      ...DEFAULT_QUERY,
      minConfidence: 70,
      sortBy: 'ev',
      sortOrder: 'asc',
      week: 7,
      player: 'Josh Allen',
      statType: 'player_yards',
      status: 'live',
      plays: true,
    });
  });

  it('leaves plays out unless Plays only is on, so the server reads "all picks"', () => {
    expect(feedQuery({ ...every, plays: false })).not.toHaveProperty('plays');
    expect(PropFeedQuery.parse({}).plays).toBe(false);
  });

  it('builds queries the server accepts as they are', () => {
    // A later page: the endpoint adds the offset.
    const sent = { ...feedQuery(every), offset: 12 };
    const asQueryString = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
    const parsed = PropFeedQuery.parse(asQueryString);
    // The Prop Feed never asks for plays first: it stays sorted as the user chose (the spec's confidence).
    expect(parsed).toEqual({ ...sent, playsFirst: false });
  });
});

describe('URL state', () => {
  it('round-trips applied filters through the search params', () => {
    const params = filtersToParams(every);
    expect(params.toString()).toBe(
      'week=7&minConfidence=70&statType=player_yards&status=live&sortBy=ev&sortOrder=asc&player=Josh+Allen&plays=true',
    );
    expect(filtersFromParams(params)).toEqual({ ...every, player: 'Josh Allen' });
  });

  it('leaves defaults out of the URL', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('ignores values a hand-edited URL could carry', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'week=19&minConfidence=65&statType=kicking&status=final&sortBy=x&sortOrder=up&plays=yes',
      ),
    );
    expect(f).toEqual(DEFAULT_FILTERS);
  });
});
