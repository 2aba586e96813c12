import { describe, expect, it } from 'vitest';
import {
  AiPick,
  Article,
  ContactMessage,
  Game,
  GameLogEntry,
  NflGame,
  PageView,
  PerformanceRow,
  PerformanceSummary,
  Plan,
  Player,
  PropDetail,
  PropFeedItem,
  PropLine,
  Subscription,
  SubscriptionState,
  Team,
  UserActivity,
  UserProfile,
  EMPTY_PERFORMANCE_SUMMARY,
} from '../index';
import { PLAN_CATALOGUE } from '../rules/plans';
import {
  aiPick,
  analysis,
  feedItem,
  gameLog,
  propLine,
  subscription,
  team,
  ts,
  uid,
  user,
} from './entity-samples';

describe('entity schemas accept valid samples', () => {
  it.each([
    ['UserProfile', UserProfile, user],
    ['UserActivity', UserActivity, { id: 'a1', user_id: uid, activity: 'login', target: '', timestamp: ts }],
    ['Subscription', Subscription, subscription],
    [
      'SubscriptionState',
      SubscriptionState,
      { tier: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, isAdmin: false },
    ],
    [
      'Player',
      Player,
      { id: '1', name: 'Josh Allen', position: 'QB', team_name: 'BUF', espn_id: null, updated_at: ts },
    ],
    ['Team', Team, team],
    [
      'Game',
      Game,
      {
        id: '2025_01_NYJ_BUF',
        season: 2025,
        week: 1,
        kickoff: ts,
        home_team: 'BUF',
        away_team: 'NYJ',
        status: 'scheduled',
        venue_time_zone: 'America/New_York',
      },
    ],
    [
      'GameLogEntry',
      GameLogEntry,
      gameLog({
        season: 2024,
        week: 3,
        passing_yards: 263,
        passing_tds: 4,
        attempts: 30,
        completions: 23,
        rushing_yards: -2,
        carries: 3,
      }),
    ],
    ['PropLine', PropLine, propLine],
    ['AiPick', AiPick, aiPick],
    ['AiPick graded', AiPick, { ...aiPick, result: 'win', actual_value: 280, profit: 0.91, graded_at: ts }],
    ['PropFeedItem', PropFeedItem, feedItem],
    [
      'PropDetail',
      PropDetail,
      {
        id: 'p1',
        sport: 'NFL',
        time: '1:00 PM',
        description: feedItem.description,
        type: 'Passing Yards',
        matchup: 'NYJ @ BUF',
        confidence: 68,
        ai_picks: feedItem.ai_picks,
        analysis: { ...analysis, weather_impact: 'Wind 15 mph' },
      },
    ],
    [
      'PerformanceRow',
      PerformanceRow,
      {
        id: 'p1',
        date: ts,
        matchup: 'NYJ @ BUF',
        description: 'x',
        type: 'Passing Yards',
        confidence: 68,
        result: 'push',
        profitLoss: 0,
      },
    ],
    ['PerformanceSummary', PerformanceSummary, EMPTY_PERFORMANCE_SUMMARY],
    [
      'Article',
      Article,
      {
        id: 'a1',
        title: 'T',
        content: 'C',
        author: 'A',
        date: '2025-09-01',
        category: 'Strategy',
        tags: ['props'],
        isFavorite: false,
        sections: [{ id: 's1', title: 'Intro', content: 'Hi' }],
        status: 'draft',
        created_at: ts,
        updated_at: ts,
        published_at: null,
      },
    ],
    [
      'NflGame',
      NflGame,
      {
        GameID: 19001,
        DateTime: '2025-09-07T13:00:00',
        Status: 'InProgress',
        AwayTeam: 'NYJ',
        HomeTeam: 'BUF',
        AwayScore: 7,
        HomeScore: 10,
        Quarter: '2',
        QuarterDescription: '2nd Quarter',
        TimeRemaining: '4:12',
      },
    ],
    ['ContactMessage', ContactMessage, { name: 'Jo', email: 'jo@example.com', message: 'Hi' }],
    ['PageView', PageView, { path: '/dashboard' }],
  ])('%s', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it('the plan catalogue is valid and has the spec prices', () => {
    for (const plan of PLAN_CATALOGUE) expect(Plan.safeParse(plan).success).toBe(true);
    expect(PLAN_CATALOGUE.map((p) => [p.tier, p.price, p.popular])).toEqual([
      ['scout', 2.99, false],
      ['starting', 9.99, true],
      ['all-star', 19.99, false],
    ]);
  });
});
