import { describe, expect, it } from 'vitest';
import {
  AiPick,
  ContactMessage,
  PageView,
  PerformanceSummary,
  Player,
  PropFeedItem,
  PropLine,
  Subscription,
  Team,
  UserProfile,
  EMPTY_PERFORMANCE_SUMMARY,
} from '../index';
import { aiPick, analysis, feedItem, propLine, subscription, team, ts, user } from './entity-samples';

describe('entity schemas reject invalid samples', () => {
  it.each([
    ['role outside admin/user/free', UserProfile, { ...user, role: 'owner' }],
    ['a timestamp without offset', UserProfile, { ...user, created_at: '2025-09-07 17:00:00' }],
    ['a non-uuid user id', UserProfile, { ...user, id: '42' }],
    ['a bad e-mail', UserProfile, { ...user, email: 'jo' }],
    ['an unknown position', Player, { id: '1', name: 'X', position: 'OL', team_name: 'BUF', updated_at: ts }],
    ['confidence above 100', AiPick, { ...aiPick, confidence: 101 }],
    ['fractional confidence', AiPick, { ...aiPick, confidence: 68.5 }],
    ['an unknown stat type', AiPick, { ...aiPick, stat_type: 'sacks' }],
    ['a pick that is not over/under', AiPick, { ...aiPick, pick: 'yes' }],
    ['week 19', AiPick, { ...aiPick, week: 19 }],
    [
      'factor value over 100',
      AiPick,
      { ...aiPick, analysis: { ...analysis, factors: [{ description: 'x', value: 101 }] } },
    ],
    [
      'an analysis missing final_recommendation',
      AiPick,
      { ...aiPick, analysis: { ...analysis, final_recommendation: undefined } },
    ],
    ['odds of -50', PropLine, { ...propLine, odds: -50 }],
    ['a line off the half-point grid', PropLine, { ...propLine, line_value: 4.3 }],
    ['a feed item without ai_picks', PropFeedItem, { ...feedItem, ai_picks: [] }],
    [
      'a lower-case feed pick direction',
      PropFeedItem,
      { ...feedItem, ai_picks: [{ ...feedItem.ai_picks[0], pickDirection: 'over' }] },
    ],
    ['a bad time zone', Team, { ...team, time_zone: 'EST 5' }],
    ['a summary win rate without %', PerformanceSummary, { ...EMPTY_PERFORMANCE_SUMMARY, winRate: '50' }],
    ['an unknown subscription status', Subscription, { ...subscription, status: 'paused' }],
    ['an empty contact message', ContactMessage, { name: 'Jo', email: 'jo@example.com', message: '  ' }],
    ['a relative page path', PageView, { path: 'dashboard' }],
  ])('%s', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(false);
  });
});
