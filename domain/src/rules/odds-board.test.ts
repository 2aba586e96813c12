import { describe, expect, it } from 'vitest';
import { OddsBoardQuery, OddsBoardResponse } from '../entities/odds-board';
import { AiPick, type PropLine } from '../entities/prop';
import type { Game } from '../entities/game';
import { buildOddsBoard, formatQuoteAge, type OddsBoardInput } from './odds-board';

const now = new Date('2025-11-08T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const game: Game = {
  id: 'g1',
  season: 2025,
  week: 10,
  kickoff: '2025-11-09T18:00:00.000Z',
  home_team: 'KC',
  away_team: 'BUF',
  status: 'scheduled',
  venue_time_zone: 'America/Chicago',
};

let n = 0;
function line(
  book: string,
  h: number,
  over: number | null,
  under: number | null,
  extra: Partial<PropLine> = {},
): PropLine {
  n += 1;
  return {
    id: `l${n}`,
    player: 'Ray Hill',
    player_id: 'p1',
    stat_type: 'receiving_yards',
    line_value: 60.5,
    odds: over ?? under ?? -110,
    over_odds: over,
    under_odds: under,
    sportsbook: book,
    game_id: 'g1',
    season: 2025,
    week: 10,
    pulled_at: hoursAgo(h),
    updated_at: hoursAgo(h),
    ...extra,
  };
}

const pick = AiPick.parse({
  id: 'pk1',
  player: 'Ray Hill',
  player_id: 'p1',
  opponent: 'BUF',
  stat_type: 'receiving_yards',
  pick: 'over',
  line_value: 60.5,
  confidence: 56,
  reasoning: 'Because.',
  analysis: {
    supporting_factors: [],
    concerns: [],
    factors: [],
    historicalGames: [],
    summary: 'Lean over.',
    final_recommendation: 'Take the over.',
  },
  season: 2025,
  week: 10,
  game_id: 'g1',
  odds: -105,
  line_source: 'book',
  sportsbook: 'DraftKings',
  over_odds: -110,
  under_odds: -110,
  fair_p: 0.5,
  model_p: 0.58,
  win_p: 0.56,
  best_book: 'FanDuel',
  ev: 0.0933,
  verdict: 'play',
  result: null,
  actual_value: null,
  profit: null,
  graded_at: null,
  created_at: hoursAgo(10),
});

function board(extra: Partial<OddsBoardInput> = {}) {
  return buildOddsBoard({
    season: 2025,
    week: 10,
    lines: [
      line('DraftKings', 30, -120, -110),
      line('DraftKings', 3, -110, -110),
      line('FanDuel', 2, -105, -115),
      line('BetMGM', 60, 100, -130),
      line('Caesars', 1, -110, -110, { line_value: 59.5 }),
      line('ESPN BET', -1, 150, -200),
    ],
    games: [game],
    picks: [{ pick, open: true }],
    now,
    staleAfterMs: 48 * 3_600_000,
    query: OddsBoardQuery.parse({}),
    ...extra,
  });
}

describe('buildOddsBoard', () => {
  it('keeps each book’s latest pull before now and marks quotes past the freshness limit stale', () => {
    const out = board();
    expect(() => OddsBoardResponse.parse(out)).not.toThrow();
    expect(out.books).toEqual(['BetMGM', 'Caesars', 'DraftKings', 'FanDuel']);
    const [row] = out.rows;
    expect(row?.quotes.map((q) => [q.book, q.overOdds, q.ageMinutes, q.stale])).toEqual([
      ['BetMGM', 100, 3600, true],
      ['Caesars', -110, 60, false],
      ['DraftKings', -110, 180, false],
      ['FanDuel', -105, 120, false],
    ]);
  });

  it('picks the best fresh price per side: the better line first, then the higher price; stale never wins', () => {
    const [row] = board().rows;
    // Caesars' 59.5 is the better over line; for the under 60.5 is better, DraftKings -110 beats FanDuel -115.
    expect(row?.bestOver).toEqual({ book: 'Caesars', line: 59.5, odds: -110 });
    expect(row?.bestUnder).toEqual({ book: 'DraftKings', line: 60.5, odds: -110 });
  });

  it('prices the fair odds from the fresh book with the lowest margin', () => {
    // FanDuel -105/-115 carries a 4.71% margin, DraftKings' and Caesars' -110/-110 4.76%.
    const [row] = board().rows;
    expect(row?.fair).toMatchObject({ book: 'FanDuel', line: 60.5, overOdds: 104, underOdds: -104 });
    expect(row?.fair?.overProbability).toBeCloseTo(0.4892, 4);
  });

  it('shows the stored pick’s probability of its call and EV, or says why there is none', () => {
    // The published P(call wins), win_p 0.56, not the projection model's own 0.58.
    expect(board().rows[0]).toMatchObject({
      pick: { id: 'pk1', call: 'over', modelProbability: 0.56, evPercent: 9.3, verdict: 'play' },
      noPick: null,
    });
    // A call the market made against the model: the model gives the under 34.7%, the pick 53%; the board shows 53%.
    const against = AiPick.parse({ ...pick, pick: 'under', model_p: 0.347, win_p: 0.53 });
    expect(board({ picks: [{ pick: against, open: true }] }).rows[0]?.pick?.modelProbability).toBe(0.53);
    expect(board({ picks: [{ pick, open: false }] }).rows[0]).toMatchObject({
      pick: null,
      noPick: 'beyond_plan',
    });
    expect(board({ picks: [] }).rows[0]).toMatchObject({ pick: null, noPick: 'not_published' });
    const { verdict: _v, win_p: _w, ...unpriced } = pick;
    expect(board({ picks: [{ pick: unpriced, open: true }] }).rows[0]?.noPick).toBe('no_market');
    const threes = board({ lines: [line('FanDuel', 1, -110, -110, { stat_type: 'threes' })], picks: [] });
    expect(threes.rows[0]?.noPick).toBe('not_modelled');
  });

  it("gives each fresh quote both sides' EV at its own line from the pick's stored distribution (issue #29)", () => {
    // P(over) 0.56 at 60.5 (the pick's line), 0.58 at Caesars' 59.5.
    const laddered = AiPick.parse({
      ...pick,
      price_ladder: [
        { line: 59.5, p_over: 0.58 },
        { line: 60.5, p_over: 0.56 },
      ],
    });
    const [row] = board({ picks: [{ pick: laddered, open: true }] }).rows;
    const q = (book: string) => row!.quotes.find((x) => x.book === book)!;
    // Caesars -110 over at 59.5: 0.58 x 100/110 - 0.42 = +10.7%; its under: 0.42 x 100/110 - 0.58 = -19.8%.
    expect(q('Caesars')).toMatchObject({ overEv: 0.1073, underEv: -0.1982 });
    // DraftKings -110/-110 at 60.5 against 0.56.
    expect(q('DraftKings')).toMatchObject({ overEv: 0.0691, underEv: -0.16 });
    // A stale quote, a plan that does not open the pick, or a pick without the line: no EV to show.
    expect(q('BetMGM')).toMatchObject({ overEv: null, underEv: null });
    const closed = board({ picks: [{ pick: laddered, open: false }] }).rows[0]!;
    expect(closed.quotes.every((x) => x.overEv == null && x.underEv == null)).toBe(true);
    const old = board().rows[0]!;
    expect(old.quotes.every((x) => x.overEv == null)).toBe(true);
  });

  it('prices a quote at a line the stored ladder never read from the pick’s distribution (issue #29 item 3)', () => {
    // The ladder kept only the posted 60.5; Caesars has since moved to 59.5. The pick's published distribution
    // (pOverAt: the engine reads its stored price_curve) gives 0.58 there.
    const posted = AiPick.parse({ ...pick, price_ladder: [{ line: 60.5, p_over: 0.56 }] });
    const asked: number[] = [];
    const pOverAt = (p: AiPick, at: number) => {
      expect(p.id).toBe('pk1');
      asked.push(at);
      return at === 59.5 ? 0.58 : null;
    };
    const [row] = board({ picks: [{ pick: posted, open: true }], pOverAt }).rows;
    const q = (book: string) => row!.quotes.find((x) => x.book === book)!;
    expect(q('Caesars')).toMatchObject({ overEv: 0.1073, underEv: -0.1982 });
    // The ladder's own line is read from the ladder, as the analysis page reads it; the curve only elsewhere.
    expect(q('DraftKings')).toMatchObject({ overEv: 0.0691, underEv: -0.16 });
    expect(asked).toEqual([59.5]);
    // Without the distribution (a pick stored before it was kept), the off-ladder quote still has none.
    const without = board({ picks: [{ pick: posted, open: true }] }).rows[0]!;
    expect(without.quotes.find((x) => x.book === 'Caesars')).toMatchObject({ overEv: null, underEv: null });
  });

  it('filters by game, stat type and minimum EV', () => {
    expect(board({ query: OddsBoardQuery.parse({ gameId: 'g2' }) }).rows).toHaveLength(0);
    expect(board({ query: OddsBoardQuery.parse({ statType: 'receptions' }) }).rows).toHaveLength(0);
    expect(board({ query: OddsBoardQuery.parse({ minEv: '9' }) }).rows).toHaveLength(1);
    expect(board({ query: OddsBoardQuery.parse({ minEv: '10' }) }).rows).toHaveLength(0);
    expect(board({ picks: [], query: OddsBoardQuery.parse({ minEv: '-50' }) }).rows).toHaveLength(0);
  });

  // Issue #28 item 4: the board opened on a game already played, with best prices and EV as if it could be bet.
  it('lists upcoming games first, marks started ones and never gives them a best price', () => {
    const played: Game = { ...game, id: 'g0', kickoff: hoursAgo(20), status: 'final', home_team: 'NYJ' };
    const kicking: Game = { ...game, id: 'g2', kickoff: now.toISOString(), home_team: 'MIA' };
    const of = (gameId: string) => ({ game_id: gameId, player_id: `p-${gameId}`, player: `P ${gameId}` });
    const result = board({
      games: [played, game, kicking],
      lines: [
        line('FanDuel', 2, -105, -115, of('g0')),
        line('FanDuel', 2, -105, -115),
        line('FanDuel', 2, -105, -115, of('g2')),
      ],
      picks: [{ pick: { ...pick, game_id: 'g0', player_id: 'p-g0', player: 'P g0' }, open: true }],
    });
    expect(result.games.map((g) => [g.id, g.started])).toEqual([
      ['g1', false],
      ['g0', true],
      ['g2', true],
    ]);
    expect(result.rows.map((r) => [r.gameId, r.started])).toEqual([
      ['g1', false],
      ['g0', true],
      ['g2', true],
    ]);
    expect(result.rows[0]?.bestOver).not.toBeNull();
    for (const row of result.rows.slice(1)) expect(row).toMatchObject({ bestOver: null, bestUnder: null });
    // The played game's pick keeps its figures for reference, but a minimum EV never offers it.
    expect(result.rows[1]?.pick?.evPercent).toBeGreaterThan(9);
    const value = board({
      games: [played],
      lines: [line('FanDuel', 2, -105, -115, of('g0'))],
      picks: [{ pick: { ...pick, game_id: 'g0', player_id: 'p-g0', player: 'P g0' }, open: true }],
      query: OddsBoardQuery.parse({ minEv: '2' }),
    });
    expect(value.rows).toHaveLength(0);
    expect(OddsBoardResponse.safeParse(result).success).toBe(true);
  });

  it('has no best price or fair odds when every quote is stale', () => {
    const [row] = board({ lines: [line('FanDuel', 49, -110, -110)] }).rows;
    expect(row).toMatchObject({ bestOver: null, bestUnder: null, fair: null });
  });
});

describe('formatQuoteAge', () => {
  it('says minutes, hours or days', () => {
    expect(formatQuoteAge(35)).toBe('35 min old');
    expect(formatQuoteAge(125)).toBe('2 h old');
    expect(formatQuoteAge(3 * 1440 + 5)).toBe('3 d old');
  });
});
