import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@edgeboard/domain root', () => {
  it('exports every rule the foundation issue names', () => {
    const names = [
      'clampConfidence',
      'confidenceTier',
      'fineStars',
      'starColour',
      'ringStyle',
      'bandColour',
      'adminConfidenceBand',
      'resolveSubscription',
      'isEntitled',
      'hasStandardFeatures',
      'hasPremiumFeatures',
      'propFeedCap',
      'dashboardCounts',
      'subscriptionNotice',
      'planAction',
      'signUpErrors',
      'passwordChecklist',
      'resetPasswordErrors',
      'changePasswordErrors',
      'signInErrors',
      'launchEmailError',
      'cleanAnalysis',
      'parseFinalRecommendation',
      'analysisExcerpt',
      'clampPage',
      'showingText',
      'summarizePerformance',
      'resultFilterValue',
      'statTypeLabel',
      'sortOption',
      'parseNewsDocument',
    ];
    const exported = domain as Record<string, unknown>;
    for (const name of names) expect(typeof exported[name], name).toBe('function');
  });

  it('exports the constants other packages rely on', () => {
    expect(domain.FEED_PAGE_SIZE).toBe(12);
    expect(domain.SEASON).toBe(2025);
    expect(domain.WEEKS).toBe(18);
    expect(domain.LIST_PAGE_SIZE).toBe(10);
    expect(domain.ENGINE_STAT_TYPES.join(' ')).toBe(
      'passing_yards rushing_yards receiving_yards receptions passing_tds touchdowns',
    );
    expect(domain.STAT_TYPES).toContain('passing_tds');
    expect(domain.STAT_TYPES).toHaveLength(13);
    expect(domain.SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please log in again to continue.');
  });
});
