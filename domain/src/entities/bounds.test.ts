// Issue #30 item 5: the bounds of dates and integers that PostgreSQL cannot hold past (docs/security.md).
import { describe, expect, it } from 'vitest';
import { CalendarDate, INTEGER_COLUMN_MAX, Timestamp } from './common';
import { AMERICAN_ODDS_LIMIT, AmericanOdds } from './market';
import { AlertReadRequest } from './alert';
import { UserListQuery } from './admin-queries';
import { PropFeedQuery } from './queries';
import { resolveSubscription } from '../rules/subscription';

describe('input bounds', () => {
  it('takes timestamps and dates in the years 1900 to 2200 only', () => {
    for (const ok of ['1900-01-01T00:00:00Z', '2025-10-12T15:00:00+02:00', '2200-12-31T23:59:59.999Z'])
      expect(Timestamp.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2201-01-01T00:00:00Z'])
      expect(Timestamp.safeParse(bad).success, bad).toBe(false);
    expect(CalendarDate.safeParse('2200-12-31').success).toBe(true);
    expect(CalendarDate.safeParse('0000-01-01').success).toBe(false);
  });

  it("reads an administrator's plan, which ends about 100 years after now, as a date in range", () => {
    // With the bound at 2100 the web app refused GET /api/me for every admin (a period end in 2126).
    const end = resolveSubscription({
      isAdmin: true,
      records: [],
      now: new Date('2095-06-01T00:00:00Z'),
    }).currentPeriodEnd;
    expect(Timestamp.safeParse(end).success, String(end)).toBe(true);
  });

  it('bounds American odds and the integers stored in integer columns', () => {
    expect(AmericanOdds.safeParse(AMERICAN_ODDS_LIMIT).success).toBe(true);
    expect(AmericanOdds.safeParse(-AMERICAN_ODDS_LIMIT).success).toBe(true);
    expect(AmericanOdds.safeParse(AMERICAN_ODDS_LIMIT + 1).success).toBe(false);
    expect(AmericanOdds.safeParse(2 ** 31).success).toBe(false);
    expect(AlertReadRequest.safeParse({ id: INTEGER_COLUMN_MAX }).success).toBe(true);
    expect(AlertReadRequest.safeParse({ id: INTEGER_COLUMN_MAX + 1 }).success).toBe(false);
    expect(UserListQuery.safeParse({ page: String(INTEGER_COLUMN_MAX) }).success).toBe(true);
    expect(UserListQuery.safeParse({ page: String(INTEGER_COLUMN_MAX + 1) }).success).toBe(false);
    expect(PropFeedQuery.safeParse({ offset: String(INTEGER_COLUMN_MAX + 1) }).success).toBe(false);
  });
});
