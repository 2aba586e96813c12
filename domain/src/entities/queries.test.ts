import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { PerformanceQuery, PropFeedQuery, type PropFeedQueryInput, ScoresQuery } from './queries';

describe('PropFeedQuery', () => {
  it('applies defaults', () => {
    expect(PropFeedQuery.parse({})).toEqual({
      limit: 12,
      offset: 0,
      minConfidence: 0,
      sortBy: 'confidence',
      sortOrder: 'desc',
      plays: false,
      playsFirst: false,
    });
  });

  it('coerces numbers from strings and normalises filters', () => {
    const q = PropFeedQuery.parse({
      limit: '20',
      offset: '12',
      minConfidence: '70',
      week: '18',
      season: '2025',
      player: '  Allen ',
      sortBy: 'start_time',
      sortOrder: 'ASC',
      statType: 'player_yards',
      status: 'Live',
      sport: 'NFL',
    });
    expect(q).toMatchObject({
      limit: 20,
      offset: 12,
      minConfidence: 70,
      week: 18,
      season: 2025,
      player: 'Allen',
      sortBy: 'start_time',
      sortOrder: 'asc',
      statType: 'player_yards',
      status: 'live',
      sport: 'NFL',
    });
  });

  it('treats blank and All choices as no filter', () => {
    const q = PropFeedQuery.parse({
      week: '',
      statType: 'All Props',
      status: 'All',
      player: '  ',
      minConfidence: '',
    });
    expect(q.week).toBeUndefined();
    expect(q.statType).toBeUndefined();
    expect(q.status).toBeUndefined();
    expect(q.player).toBeUndefined();
    expect(q.minConfidence).toBe(0);
  });

  it('accepts a plain stat type', () => {
    expect(PropFeedQuery.parse({ statType: 'passing_tds' }).statType).toBe('passing_tds');
  });

  it.each([
    ['week 0', { week: '0' }],
    ['week 19', { week: '19' }],
    ['minConfidence 101', { minConfidence: '101' }],
    ['minConfidence -1', { minConfidence: '-1' }],
    ['limit 0', { limit: '0' }],
    ['limit 101', { limit: '101' }],
    ['negative offset', { offset: '-1' }],
    ['a word for a number', { limit: 'ten' }],
    ['an unknown sort', { sortBy: 'price' }],
    ['an unknown stat type', { statType: 'sacks' }],
    ['an unknown status', { status: 'final' }],
  ])('rejects %s', (_name, input) => {
    expect(PropFeedQuery.safeParse(input).success).toBe(false);
  });

  it('accepts the range ends', () => {
    expect(PropFeedQuery.safeParse({ week: '1', minConfidence: '100', limit: '100' }).success).toBe(true);
    expect(PropFeedQuery.safeParse({ week: '18', minConfidence: '0', limit: '1' }).success).toBe(true);
  });

  it('accepts every field of the client-side PropFeedQueryInput as a query string writes it', () => {
    expectTypeOf<keyof PropFeedQueryInput>().toEqualTypeOf<keyof z.input<typeof PropFeedQuery>>();
    const sent: Required<PropFeedQueryInput> = {
      limit: 24,
      offset: 12,
      minConfidence: 70,
      week: 5,
      sport: 'nfl',
      player: 'Josh Allen',
      sortBy: 'ev',
      sortOrder: 'asc',
      statType: 'player_yards',
      status: 'upcoming',
      season: 2025,
      plays: true,
      playsFirst: true,
    };
    // What fetchBaseQuery (and the landing page's fetch) put in the URL: each value as a string.
    const query = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
    expect(PropFeedQuery.parse(query)).toEqual(sent);
  });
});

describe('PerformanceQuery', () => {
  it('applies defaults', () => {
    expect(PerformanceQuery.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'date', sortOrder: 'desc' });
  });

  it('accepts values and labels', () => {
    const q = PerformanceQuery.parse({
      page: '2',
      result: 'Losses',
      timeframe: 'Last 30 Days',
      propType: 'Player Passing',
      sport: 'All Sports',
      sortBy: 'profitLoss',
    });
    expect(q).toMatchObject({
      page: 2,
      result: 'loss',
      timeframe: '30d',
      propType: 'player_passing',
      sortBy: 'profitLoss',
    });
    expect(q.sport).toBeUndefined();
    expect(PerformanceQuery.parse({ result: 'push', timeframe: '7d' })).toMatchObject({
      result: 'push',
      timeframe: '7d',
    });
    expect(PerformanceQuery.parse({ result: 'All Results' }).result).toBeUndefined();
  });

  it.each([{ page: '0' }, { result: 'draw' }, { timeframe: 'Last 8 Days' }, { sortBy: 'odds' }])(
    'rejects %o',
    (input) => {
      expect(PerformanceQuery.safeParse(input).success).toBe(false);
    },
  );
});

describe('other queries', () => {
  it('scores default to the regular season', () => {
    expect(ScoresQuery.parse({ season: '2025', week: '1' })).toEqual({
      season: 2025,
      week: 1,
      seasonType: 'REG',
    });
    expect(ScoresQuery.safeParse({ season: '2025' }).success).toBe(false);
  });
});
