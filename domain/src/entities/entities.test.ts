import { describe, expect, it } from 'vitest';
import {
  AiPick,
  Article,
  ContactMessage,
  EmailSubscription,
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
import { PLAN_CATALOGUE } from '../constants';

const ts = '2025-09-07T17:00:00.000Z';
const uid = '00000000-0000-0000-0000-000000000001';

const analysis = {
  supporting_factors: ['Soft defense'],
  concerns: ['Wind'],
  factors: [{ description: 'Form', value: 72 }],
  historicalGames: [{ date: '2024-12-01', points: 251 }],
  summary: 'Lean over.',
  final_recommendation: 'Take the over.',
};

const aiPick = {
  id: 'p1',
  player: 'Josh Allen',
  opponent: 'NYJ',
  stat_type: 'passing_yards',
  pick: 'over',
  line_value: 245.5,
  confidence: 68,
  reasoning: 'Because.',
  analysis,
  season: 2025,
  week: 1,
  result: null,
  actual_value: null,
  profit: null,
  graded_at: null,
  created_at: ts,
};

const feedItem = {
  id: 'p1',
  matchup: 'NYJ @ BUF',
  type: 'Passing Yards',
  description: 'Josh Allen Over 245.5 Passing Yards',
  confidence: 68,
  time: '1:00 PM',
  date: 'Sep 7, 2025',
  start_time: ts,
  homeTeamTimeZone: 'America/New_York',
  week: 1,
  status: 'upcoming',
  player: 'Josh Allen',
  reasoning: 'Because.',
  condensedReasoning: null,
  tracked: false,
  ai_picks: [
    {
      player: 'Josh Allen',
      pickDirection: 'Over',
      lineValue: 245.5,
      statType: 'passing_yards',
      confidence: 68,
    },
  ],
};

describe('entity schemas accept valid samples', () => {
  it.each([
    [
      'UserProfile',
      UserProfile,
      { id: uid, name: 'Jo', email: 'jo@example.com', role: 'free', created_at: ts },
    ],
    ['UserActivity', UserActivity, { id: 'a1', user_id: uid, activity: 'login', target: '', timestamp: ts }],
    [
      'Subscription',
      Subscription,
      {
        id: 's1',
        user_id: uid,
        tier: 'starting',
        status: 'past_due',
        current_period_start: ts,
        current_period_end: '2025-10-07T17:00:00+00:00',
        cancel_at_period_end: false,
        price_id: null,
        provider_subscription_id: 'sub_123',
        created_at: ts,
        updated_at: ts,
      },
    ],
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
    [
      'Team',
      Team,
      {
        abbr: 'BUF',
        name: 'Bills',
        city: 'Buffalo',
        conference: 'AFC',
        division: 'East',
        time_zone: 'America/New_York',
      },
    ],
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
      {
        player_id: '1',
        game_id: 'g',
        season: 2024,
        week: 3,
        team: 'BUF',
        opponent: 'JAX',
        passing_yards: 263,
        passing_tds: 4,
        interceptions: 0,
        attempts: 30,
        completions: 23,
        rushing_yards: -2,
        rushing_tds: 0,
        carries: 3,
        receiving_yards: 0,
        receiving_tds: 0,
        receptions: 0,
        targets: 0,
      },
    ],
    [
      'PropLine',
      PropLine,
      {
        id: 'l1',
        player: 'Josh Allen',
        stat_type: 'passing_tds',
        line_value: 1.5,
        odds: -110,
        over_odds: -115,
        under_odds: null,
        sportsbook: 'DraftKings',
        game_id: null,
        pulled_at: ts,
        updated_at: ts,
      },
    ],
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

  it('the e-mail subscription defaults its list id to 1 and trims', () => {
    expect(EmailSubscription.parse({ email: ' fan@example.com ' })).toEqual({
      email: 'fan@example.com',
      list_id: 1,
    });
  });
});

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
