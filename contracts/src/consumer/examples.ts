// Example answers, computed by the domain's presenters from the same sample rows the provider states seed.
// They only give Pact its example values and types (see shape.ts); the provider's real values may differ.
import {
  buildPriceLadder,
  calibrate,
  LINE_SOURCES,
  NO_PLAY_REASONS,
  PICK_VERDICTS,
  paginationMeta,
  RECORD_PAGE_SIZE,
  recordAnswer,
  recordHeadline,
  recordRows,
  recordSeasons,
  newsItemText,
  resolveSubscription,
  summarizePerformance,
  toDetail,
  toFeedItem,
  toPerformanceRow,
  toRecordRow,
  type FeedAiPick,
  type MeResponse,
  type NflGame,
  type PerformanceRow,
  type PropLineHistory,
  type PropPriceLadder,
  type PublicArticle,
  type RecordRow,
} from '@edgeboard/domain';
import {
  EXTRA_GRADED_GAME,
  EXTRA_GRADED_PICKS,
  game,
  GRADED_WEEK_5,
  P01_LINES,
  pick,
  priced,
  SAMPLE_ARTICLE,
  SAMPLE_NEWS_DOCUMENT,
  SAMPLE_PLAN,
  SAMPLE_PLAYER,
} from '../sample-data';
import { oneOf } from '../shape';

const STAMP = '2025-10-07T12:00:00.000Z';

const liveGame = game('g6', 6, '2025-10-12T14:00:00Z', 'in_progress');
/** p01, the pick the analysis state hands out: Edge Score 51 is no play (no edge at -110). */
const currentPick = {
  pick: priced(pick('p01', { week: 6, confidence: 51, createdMinute: 0, gameId: 'g6' })),
  game: liveGame,
};
/** p03, Edge Score 53: a play, as every pick of the feed pages the contract asks for (Edge Scores 53 and up). */
const currentPlay = {
  pick: priced(pick('p03', { week: 6, confidence: 53, createdMinute: 2, gameId: 'g6' })),
  game: liveGame,
};
// The provider's graded weeks, so every summary figure agrees.
const gradedPicks = GRADED_WEEK_5.map((p) => ({
  pick: p,
  game: game('g5', 5, '2025-10-05T17:00:00Z', 'final'),
}));
const rows = [...gradedPicks, ...EXTRA_GRADED_PICKS.map((p) => ({ pick: p, game: EXTRA_GRADED_GAME }))]
  .map(toPerformanceRow)
  .filter((r): r is PerformanceRow => r !== null);

export const feedItem = toFeedItem(currentPlay);
// The example pick was never edited: its empty `versions` gives the matcher no element to take a shape from, so
// the contract leaves it out (the API always sends it; the UI reads it as optional).
const { versions: _versions, ...detail } = toDetail(currentPick);
export const propDetail = detail;

/** p01's line history as GET /api/props/{id}/lines answers it: the seeded pulls, oldest first. */
export const lineHistory: PropLineHistory = {
  pickId: currentPick.pick.id,
  publishedAt: currentPick.pick.created_at,
  kickoff: liveGame.kickoff,
  pickBook: currentPick.pick.sportsbook ?? null,
  pulls: [...P01_LINES]
    .sort((a, b) => a.pulled_at.localeCompare(b.pulled_at))
    .map((l) => ({
      book: l.sportsbook,
      line: l.line_value,
      overOdds: l.over_odds ?? null,
      underOdds: l.under_odds ?? null,
      pulledAt: l.pulled_at,
    })),
};
/**
 * p01's alt-line ladder as GET /api/props/{id}/ladder answers it: the stored ladder with the seeded pulls' latest
 * quote per book at its line. Rows without a book have an empty `quotes` (matched as zero or more).
 */
export const priceLadder: PropPriceLadder = buildPriceLadder(
  currentPick.pick,
  lineHistory.pulls,
  new Date('2025-10-12T15:00:00.000Z'),
);
export const LADDER_SHAPE = {
  fractional: ['pOver', 'overEv', 'underEv', 'line'],
  mayBeEmpty: ['quotes'],
} as const;

/** A pick's expected value may be whole (+5.0%): matched as any number. */
export const MARKET_SHAPE = { fractional: ['evPercent'] } as const;

/** An answer whose headline pick has its market's enums (verdict, reason, line source) pinned to their values. */
export function withMarketEnums<T extends { ai_picks: FeedAiPick[] }>(answer: T): T {
  const [first, ...rest] = answer.ai_picks;
  const market = first?.market;
  if (!first || !market) return answer;
  const pinned = {
    ...market,
    source: { ...market.source, kind: oneOf(LINE_SOURCES, market.source.kind) },
    verdict: oneOf(PICK_VERDICTS, market.verdict),
    ...(market.reason === null ? {} : { reason: oneOf(NO_PLAY_REASONS, market.reason) }),
  };
  // Matchers stand in for the values (shape.ts keeps them as written).
  return { ...answer, ai_picks: [{ ...first, market: pinned as unknown as typeof market }, ...rest] };
}
export const performanceSummary = {
  ...summarizePerformance(rows),
  headline: recordHeadline(rows.map((r) => ({ result: r.result, profit: r.profitLoss, clv: null }))),
};
export const performanceData = { data: rows, meta: paginationMeta(1, 25, rows.length) };
export const calibration = calibrate(rows);
/** The public track record over the same graded picks. */
const recordRowsOfSample = [
  ...gradedPicks,
  ...EXTRA_GRADED_PICKS.map((p) => ({ pick: p, game: EXTRA_GRADED_GAME })),
]
  .map(toRecordRow)
  .filter((r): r is RecordRow => r !== null);
/** The first page of the plays, as the /record page asks for it. */
export const publicRecord = recordAnswer(
  recordRows(recordRowsOfSample, { view: 'plays' }),
  { page: 1, limit: RECORD_PAGE_SIZE },
  recordSeasons(recordRowsOfSample),
);

export const freeUserMe = (id: string, email: string): MeResponse => ({
  id,
  email,
  profile: { id, name: 'Casey', email, role: 'free', created_at: STAMP },
  subscription: resolveSubscription({ isAdmin: false, records: [], now: new Date(STAMP) }),
});

export const playerSummary = (({ id, name, position, team_name }) => ({ id, name, position, team_name }))(
  SAMPLE_PLAYER,
);
export const plan = (({ priceId: _priceId, ...p }) => p)(SAMPLE_PLAN);

export const newsItem = (() => {
  const { content, ...rest } = SAMPLE_NEWS_DOCUMENT;
  // Only the fields of a news item (NewsItem); the raw document text is no part of what the UI reads.
  return { ...rest, ...newsItemText(content) };
})();

export const article: PublicArticle = {
  ...SAMPLE_ARTICLE,
  id: 'article-1',
  isFavorite: false,
  created_at: STAMP,
  updated_at: STAMP,
  published_at: STAMP,
};

export const finalGame: NflGame = {
  GameID: 1,
  DateTime: '2025-10-05T17:00:00Z',
  Status: 'Final',
  AwayTeam: 'BUF',
  HomeTeam: 'KC',
  AwayScore: 17,
  HomeScore: 24,
  Quarter: 'F',
  QuarterDescription: 'Final',
  TimeRemaining: null,
};
