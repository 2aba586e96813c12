import { describe, expect, it } from 'vitest';
import { STAT_TYPES } from '../entities/prop';
import {
  displayDirection,
  initials,
  pickDescription,
  propTypeTitle,
  sortOption,
  statTypeLabel,
} from './labels';

describe('statTypeLabel', () => {
  it("shows the product's label, never the raw key (issue 28 item 11: `passing tds`)", () => {
    expect(statTypeLabel('passing_tds')).toBe('Passing Touchdowns');
    expect(statTypeLabel('passing_yards')).toBe('Passing Yards');
    expect(statTypeLabel('touchdowns')).toBe('Touchdowns');
    expect(statTypeLabel('a_b_c')).toBe('a b c');
  });
});

describe('sortOption', () => {
  it('joins field and direction with an underscore', () => {
    expect(sortOption('confidence', 'desc')).toBe('confidence_desc');
    expect(sortOption('profitLoss', 'asc')).toBe('profitLoss_asc');
  });
});

describe('pick texts', () => {
  it('has a title for every stat type', () => {
    for (const st of STAT_TYPES) expect(propTypeTitle(st)).toMatch(/^[A-Z]/);
  });

  it('builds the feed description', () => {
    expect(displayDirection('under')).toBe('Under');
    expect(pickDescription('Josh Allen', 'over', 245.5, 'passing_yards')).toBe(
      'Josh Allen Over 245.5 Passing Yards',
    );
  });

  it('makes initials', () => {
    expect(initials('Jo Ann Fan')).toBe('JF');
    expect(initials(' madonna ')).toBe('M');
    expect(initials('')).toBe('');
  });
});
