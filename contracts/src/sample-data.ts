// The small data set the provider states seed into the real API, and from which the consumer tests take
// their example answers (through the domain's own presenters), so examples and seeded rows agree on which
// fields are null and which numbers are whole. Picks and games are the route tests' sample season, rows are
// built with the one sample-data module (fixtures/src/samples).
import type {
  ArticleInput,
  Game,
  GameLogEntry,
  NewsDocument,
  Plan,
  Player,
  PropLine,
} from '@edgeboard/domain';

import { expectedValue, noVig, type AiPick } from '@edgeboard/domain';
import {
  receivingGameLog,
  sampleGame,
  samplePlayer,
  samplePropLine,
  sampleSeasonGames,
  sampleSeasonPicks,
  seasonGame as game,
  seasonPick,
} from '@edgeboard/fixtures/samples';
import type { TestApp } from '@edgeboard/api/testing/test-app';

export { SAMPLE_SEASON as SEASON, seasonGame as game } from '@edgeboard/fixtures/samples';

/**
 * The route tests' sample pick, with the short reasoning every engine pick carries (the sample leaves it
 * null, and Pact cannot say "string or null": the contract takes the engine's form).
 */
export function pick(id: string, p: Parameters<typeof seasonPick>[1]): AiPick {
  return withCondensedReasoning(seasonPick(id, p));
}

function withCondensedReasoning(p: AiPick): AiPick {
  return {
    ...p,
    condensed_reasoning: `OVER ${p.line_value}: projects 60.1 ${p.stat_type.replace('_', ' ')}.`,
  };
}

/** The sample's book prices: DraftKings posts -115/-105; the best over price is -110 at FanDuel (the pick's odds). */
const POSTED = { sportsbook: 'DraftKings', over: -115, under: -105, pulledAt: '2025-10-07T11:00:00.000Z' };
const BEST = { sportsbook: 'FanDuel', odds: -110 };

/**
 * A sample pick against the market, as the engine stores it: every sample pick is an over at FanDuel's -110,
 * its published probability is its Edge Score / 100 and the model's is its p_over. The verdict follows the
 * engine's rule: a play when the expected value at the best price is positive (Edge Score 53 and up), else no
 * play for no edge (51 and 52: p01 and p02).
 */
export function priced(p: AiPick): AiPick {
  const winP = p.confidence / 100;
  const ev = expectedValue(winP, BEST.odds);
  return {
    ...p,
    odds: BEST.odds,
    line_source: 'book',
    sportsbook: POSTED.sportsbook,
    line_pulled_at: POSTED.pulledAt,
    over_odds: POSTED.over,
    under_odds: POSTED.under,
    fair_p: noVig(POSTED.over, POSTED.under)?.over ?? null,
    model_p: p.p_over ?? null,
    win_p: winP,
    best_book: BEST.sportsbook,
    ev,
    verdict: ev > 0 ? 'play' : 'no_play',
    no_play_reason: ev > 0 ? null : 'no_edge',
    // The alt-line ladder (issue #29 item 5): P(over) at the posted line and ten either side, falling with it.
    price_ladder: ladderAround(p.line_value, p.pick === 'over' ? winP : 1 - winP),
  };
}

function ladderAround(line: number, pOver: number): NonNullable<AiPick['price_ladder']> {
  const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
  return [
    { line: line - 10, p_over: r4(Math.min(0.95, pOver + 0.2)) },
    { line, p_over: r4(pOver) },
    { line: line + 10, p_over: r4(Math.max(0.05, pOver - 0.2)) },
  ];
}

const pull = (sportsbook: string, over: number, under: number, at: string): PropLine =>
  samplePropLine({
    id: `p01-${sportsbook}-${at}`,
    player: 'Player p01',
    player_id: 'pl-p01',
    stat_type: 'receiving_yards',
    line_value: 55.5,
    odds: over,
    over_odds: over,
    under_odds: under,
    sportsbook,
    game_id: 'g6',
    week: 6,
    pulled_at: at,
    updated_at: at,
  });

/**
 * p01's line history (issue #14 item 3): FanDuel's and DraftKings' openings (DraftKings' is the pick's posted line)
 * and DraftKings' close before g6's kickoff. Every pull has both prices, as the contract pins them.
 */
export const P01_LINES: PropLine[] = [
  pull('FanDuel', -110, -110, '2025-10-07T10:00:00.000Z'),
  pull(POSTED.sportsbook, POSTED.over, POSTED.under, POSTED.pulledAt),
  pull(POSTED.sportsbook, -125, 105, '2025-10-12T13:15:00.000Z'),
];

/**
 * The route tests' sample season (api/src/testing/sample-season.ts seedSample) with the picks above, priced,
 * and p01's line history.
 * Week 6: 20 picks p01..p20 in creation order, confidence 51..70, on a live game (g6) and an upcoming one
 * (g6b). Week 5: 6 graded picks.
 */
export async function seedSampleSeason(t: TestApp): Promise<void> {
  await t.repos.games.upsertMany(sampleSeasonGames());
  await t.repos.aiPicks.insertMany([...SEASON_PICKS.week6, ...GRADED_WEEK_5]);
  await t.repos.propLines.insertMany(P01_LINES);
}

const SEASON_PICKS = (() => {
  const { week6, week5 } = sampleSeasonPicks();
  return { week6: week6.map((p) => priced(withCondensedReasoning(p))), week5 };
})();

/** Week 5's graded picks, in the sample season's order of results (all plays: Edge Scores 60 to 85). */
export const GRADED_WEEK_5: AiPick[] = SEASON_PICKS.week5.map((p) => priced(withCondensedReasoning(p)));

export const SAMPLE_PLAYER: Player = samplePlayer({ id: 'pl-contract-1', name: 'Casey Receiver' });
export const SAMPLE_PLAYERS = [SAMPLE_PLAYER];

export const SAMPLE_PLAN: Plan & { priceId: null } = {
  id: 'starting',
  tier: 'starting',
  name: 'Starting Lineup',
  price: 9.99,
  interval: 'month',
  features: ['Every pick of the week'],
  description: 'For regular players',
  popular: true,
  priceId: null,
};
export const SAMPLE_PLANS = [SAMPLE_PLAN];

export const SAMPLE_NEWS_DOCUMENT: NewsDocument = {
  id: 'news-contract-1',
  content:
    'Title: Receiver cleared to play\nDate: October 10, 2025\nOriginal Source: Team report\n\nFull practice.',
  source: 'rotoballer',
  url: 'https://news.example/receiver-cleared',
  created_at: '2025-10-10T12:00:00.000Z',
};
export const SAMPLE_NEWS = [SAMPLE_NEWS_DOCUMENT];

export const SAMPLE_ARTICLE: ArticleInput & { html: string | null } = {
  title: 'Reading an Edge Score',
  content: 'What the number promises and what it does not.',
  author: 'EdgeBoard',
  date: '2025-09-01',
  category: 'Strategy',
  tags: ['edge-score'],
  sections: [{ id: 'section-1', title: 'Calibration', content: 'A 60 wins about 60% of the time.' }],
  imageUrl: null,
  htmlPath: null,
  // Articles written as sections carry no stored HTML, as the seeded demo articles.
  html: null,
  status: 'published',
};

/**
 * Two graded picks of week 4 beside the sample season's week 5, so every Edge Score band from 50 up holds a
 * decided pick and the calibration answer has no null rates (Pact has no "number or null" matcher).
 */
export const EXTRA_GRADED_GAME = game('g4', 4, '2025-09-28T17:00:00Z', 'final');
export const EXTRA_GRADED_PICKS = [
  priced(pick('w4-0', { week: 4, confidence: 55, createdMinute: 0, gameId: 'g4', result: 'win' })),
  priced(pick('w4-1', { week: 4, confidence: 95, createdMinute: 1, gameId: 'g4', result: 'loss' })),
];

// ---- Player research (issue #19): a receiver with last season's games, four games this season on the schedule
// (two at home), and a game this week (the sample season's week 6), so every figure of the research answer and
// the calculator has a value.
export const RESEARCH_PLAYER: Player = {
  ...SAMPLE_PLAYER,
  id: 'pl-research-1',
  name: 'Riley Research',
  team_name: 'New York Giants',
};
const RESEARCH_YARDS = [55, 71, 48, 90, 62, 38, 77, 59, 66, 81, 44, 70, 58, 63, 95, 52, 67, 73, 61, 49, 84];

/** Every game of his log is on the schedule (so each is home or away), and his team plays in week 6. */
function researchGame(season: number, week: number): Game {
  const kickoff = new Date(Date.UTC(season, 8, 7 + 7 * (week - 1), 17)).toISOString();
  const final = season < 2025 || week < 6;
  return sampleGame({
    id: `research-${String(season)}-${String(week)}`,
    season,
    week,
    kickoff,
    status: final ? 'final' : 'scheduled',
    home_team: week % 2 === 0 ? 'NYG' : 'DAL',
    away_team: week % 2 === 0 ? 'DAL' : 'NYG',
    ...(final ? { home_score: 20, away_score: 17 } : {}),
  });
}

export const RESEARCH_GAMES: Game[] = [
  ...Array.from({ length: 17 }, (_, i) => researchGame(2024, i + 1)),
  ...[1, 2, 3, 4, 6].map((week) => researchGame(2025, week)),
];

export const RESEARCH_GAME_LOGS: GameLogEntry[] = RESEARCH_YARDS.map((yards, i) => {
  const season = i < 17 ? 2024 : 2025;
  const week = i < 17 ? i + 1 : i - 16;
  return receivingGameLog(yards, i % 4 === 0, {
    player_id: RESEARCH_PLAYER.id,
    game_id: `research-${String(season)}-${String(week)}`,
    season,
    week,
    team: 'NYG',
    opponent: 'DAL',
    carries: 1,
  });
});

export async function seedResearchPlayer(t: TestApp): Promise<void> {
  await t.repos.players.upsertMany([RESEARCH_PLAYER]);
  await t.repos.games.upsertMany(RESEARCH_GAMES);
  await t.repos.gameLogs.insertMany(RESEARCH_GAME_LOGS);
}
