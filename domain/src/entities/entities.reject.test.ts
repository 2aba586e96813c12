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
import { aiPick, analysis, feedItem, ts, uid } from './entity-samples';

describe('entity schemas reject invalid samples', () => {
  it.each([
    [
      'role outside admin/user/free',
      UserProfile,
      { id: uid, name: 'Jo', email: 'jo@example.com', role: 'owner', created_at: ts },
    ],
    [
      'a timestamp without offset',
      UserProfile,
      { id: uid, name: 'Jo', email: 'jo@example.com', role: 'free', created_at: '2025-09-07 17:00:00' },
    ],
    [
      'a non-uuid user id',
      UserProfile,
      { id: '42', name: 'Jo', email: 'jo@example.com', role: 'free', created_at: ts },
    ],
    ['a bad e-mail', UserProfile, { id: uid, name: 'Jo', email: 'jo', role: 'free', created_at: ts }],
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
    [
      'odds of -50',
      PropLine,
      {
        id: 'l',
        player: 'X',
        stat_type: 'receptions',
        line_value: 4.5,
        odds: -50,
        sportsbook: 'B',
        game_id: null,
        pulled_at: ts,
        updated_at: ts,
      },
    ],
    [
      'a line off the half-point grid',
      PropLine,
      {
        id: 'l',
        player: 'X',
        stat_type: 'receptions',
        line_value: 4.3,
        odds: -110,
        sportsbook: 'B',
        game_id: null,
        pulled_at: ts,
        updated_at: ts,
      },
    ],
    ['a feed item without ai_picks', PropFeedItem, { ...feedItem, ai_picks: [] }],
    [
      'a lower-case feed pick direction',
      PropFeedItem,
      { ...feedItem, ai_picks: [{ ...feedItem.ai_picks[0], pickDirection: 'over' }] },
    ],
    [
      'a bad time zone',
      Team,
      {
        abbr: 'BUF',
        name: 'Bills',
        city: 'Buffalo',
        conference: 'AFC',
        division: 'East',
        time_zone: 'EST 5',
      },
    ],
    ['a summary win rate without %', PerformanceSummary, { ...EMPTY_PERFORMANCE_SUMMARY, winRate: '50' }],
    [
      'an unknown subscription status',
      Subscription,
      {
        id: 's',
        user_id: uid,
        tier: 'scout',
        status: 'paused',
        current_period_start: ts,
        current_period_end: ts,
        cancel_at_period_end: false,
        price_id: null,
        provider_subscription_id: null,
        created_at: ts,
        updated_at: ts,
      },
    ],
    ['an empty contact message', ContactMessage, { name: 'Jo', email: 'jo@example.com', message: '  ' }],
    ['a relative page path', PageView, { path: 'dashboard' }],
  ])('%s', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(false);
  });
});
