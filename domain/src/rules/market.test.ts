import { describe, expect, it } from 'vitest';
import { PickMarket } from '../entities/market';
import { aiPick } from '../entities/entity-samples';
import { AiPick } from '../entities/prop';
import {
  applyPickEdit,
  bestPriceText,
  editChangesPricing,
  marketSentence,
  NO_PLAY_REASON_TEXT,
  PICK_MARKET_FIELDS,
  PROXY_LINE_METHOD,
  toPickMarket,
} from './market';

const ts = '2025-09-07T17:00:00.000Z';

/** A stored pick as the engine writes it before prices were kept (the entities test's sample). */
const oldPick: AiPick = AiPick.parse(aiPick);

/** The same pick priced against DraftKings -115/-105, best over price -105 at FanDuel. */
function pricedPick(overrides: Partial<AiPick> = {}): AiPick {
  return AiPick.parse({
    ...oldPick,
    confidence: 55,
    odds: -105,
    line_source: 'book',
    sportsbook: 'DraftKings',
    line_pulled_at: ts,
    over_odds: -115,
    under_odds: -105,
    fair_p: 0.5108,
    model_p: 0.5532,
    win_p: 0.5531,
    best_book: 'FanDuel',
    ev: 0.0735,
    verdict: 'play',
    no_play_reason: null,
    ...overrides,
  });
}

describe('toPickMarket', () => {
  it("names the best price's own line when the book hung another line than the pick's (issue #29)", () => {
    const gap = toPickMarket(pricedPick({ best_book: 'Caesars', best_line: 42.5, line_value: 43.5 }))!;
    expect(gap.best).toEqual({ sportsbook: 'Caesars', odds: -105, line: 42.5 });
    expect(bestPriceText(gap.best!, 'over', ' at ')).toBe('Over 42.5 -105 at Caesars');
    expect(marketSentence(gap, 'over')).toContain('expected value at Over 42.5 -105 on Caesars');
    // At the pick's own line (or not stored) there is no line to name.
    const same = toPickMarket(pricedPick({ best_line: 43.5, line_value: 43.5 }))!;
    expect(same.best).toEqual({ sportsbook: 'FanDuel', odds: -105 });
    expect(bestPriceText(same.best!, 'over')).toBe('-105 FanDuel');
  });

  it('is null for picks stored before prices were kept', () => {
    expect(toPickMarket(oldPick)).toBeNull();
  });

  it('is null without a verdict or without a published probability', () => {
    expect(toPickMarket(pricedPick({ verdict: null }))).toBeNull();
    expect(toPickMarket(pricedPick({ verdict: undefined }))).toBeNull();
    expect(toPickMarket(pricedPick({ win_p: null }))).toBeNull();
    expect(toPickMarket(pricedPick({ win_p: undefined }))).toBeNull();
  });

  it('maps a book-priced pick field by field', () => {
    const market = toPickMarket(pricedPick());
    expect(market).toEqual({
      source: { kind: 'book', sportsbook: 'DraftKings', pulledAt: ts },
      overOdds: -115,
      underOdds: -105,
      fairProbability: 0.5108,
      // 0.5108 fair is -104.4 unrounded.
      fairOdds: -104,
      modelProbability: 0.5532,
      probability: 0.5531,
      best: { sportsbook: 'FanDuel', odds: -105 },
      evPercent: 7.4,
      verdict: 'play',
      reason: null,
    });
    // What the API answers must satisfy its own schema.
    expect(PickMarket.safeParse(market).success).toBe(true);
  });

  it('a book line without its pull time keeps pulledAt null', () => {
    const market = toPickMarket(pricedPick({ line_pulled_at: undefined }))!;
    expect(market.source).toEqual({ kind: 'book', sportsbook: 'DraftKings', pulledAt: null });
  });

  it('is the proxy when the line source says so, or when no sportsbook is named', () => {
    const proxy = { kind: 'proxy', method: PROXY_LINE_METHOD };
    expect(toPickMarket(pricedPick({ line_source: 'proxy' }))!.source).toEqual(proxy);
    expect(toPickMarket(pricedPick({ sportsbook: null }))!.source).toEqual(proxy);
    expect(toPickMarket(pricedPick({ line_source: 'book', sportsbook: undefined }))!.source).toEqual(proxy);
    expect(PROXY_LINE_METHOD).toBe('floor(median of the last 8 games) + 0.5');
  });

  it('rounds the expected value to one decimal of a percent', () => {
    const ev = (x: number | null) => toPickMarket(pricedPick({ ev: x }))!.evPercent;
    expect(ev(0.0735)).toBe(7.4);
    expect(ev(0.05149)).toBe(5.1);
    expect(ev(0.051)).toBe(5.1);
    expect(ev(0)).toBe(0);
    expect(ev(-0.0234)).toBe(-2.3);
    expect(ev(-0.0476)).toBe(-4.8);
    expect(ev(null)).toBeNull();
  });

  it('fair odds are the fair probability as a whole American price', () => {
    const fair = (p: number | null) => toPickMarket(pricedPick({ fair_p: p }))!.fairOdds;
    expect(fair(0.6)).toBe(-150);
    expect(fair(0.4)).toBe(150);
    expect(fair(0.5)).toBe(-100);
    expect(fair(110 / 210)).toBe(-110);
    expect(fair(null)).toBeNull();
  });

  it('leaves missing prices, model and best price null', () => {
    const market = toPickMarket(
      pricedPick({
        under_odds: null,
        fair_p: null,
        model_p: null,
        best_book: null,
        ev: null,
        verdict: 'no_play',
        no_play_reason: 'no_edge',
      }),
    )!;
    expect(market.overOdds).toBe(-115);
    expect(market.underOdds).toBeNull();
    expect(market.fairProbability).toBeNull();
    expect(market.fairOdds).toBeNull();
    expect(market.modelProbability).toBeNull();
    expect(market.best).toBeNull();
    expect(market.evPercent).toBeNull();
    expect(market.verdict).toBe('no_play');
    expect(market.reason).toBe('no_edge');
  });

  it('a best book without a price (or a price without a book) is no best price', () => {
    expect(toPickMarket(pricedPick({ odds: null }))!.best).toBeNull();
    expect(toPickMarket(pricedPick({ best_book: undefined }))!.best).toBeNull();
  });
});

describe('marketSentence', () => {
  const market = (overrides: Partial<AiPick> = {}) => toPickMarket(pricedPick(overrides))!;

  it('a two-sided play names the book, its prices, the fair, model and published probabilities and the EV', () => {
    expect(marketSentence(market(), 'over')).toBe(
      'The books’ no-vig consensus says 51.1% over (posted: DraftKings -115/-105); the model says 55.3%; together 55.3%; +7.4% expected value at -105 on FanDuel. Play.',
    );
  });

  it('names the call side and prints a negative EV with a minus sign', () => {
    const m = market({
      pick: 'under',
      fair_p: 0.4892,
      model_p: 0.47,
      win_p: 0.4851,
      ev: -0.0534,
      odds: -110,
      best_book: 'BetMGM',
      verdict: 'no_play',
      no_play_reason: 'no_edge',
    });
    expect(marketSentence(m, 'under')).toBe(
      `The books’ no-vig consensus says 48.9% under (posted: DraftKings -115/-105); the model says 47.0%; together 48.5%; −5.3% expected value at -110 on BetMGM. No play: ${NO_PLAY_REASON_TEXT.no_edge}.`,
    );
  });

  it('a one-sided market says its fair odds are unknown', () => {
    const m = market({
      stat_type: 'touchdowns',
      line_value: 0.5,
      over_odds: 150,
      under_odds: null,
      fair_p: null,
      model_p: 0.41,
      win_p: 0.38,
      odds: 160,
      best_book: 'FanDuel',
      ev: -0.012,
      verdict: 'no_play',
      no_play_reason: 'no_edge',
    });
    expect(marketSentence(m, 'over')).toBe(
      'DraftKings quoted one side only (+150), so its fair odds are unknown; the model says 41.0%; together 38.0%; −1.2% expected value at +160 on FanDuel. No play: no positive expected value at the best price.',
    );
  });

  it('a one-sided market priced on the under only quotes the under', () => {
    const m = market({ over_odds: null, under_odds: -400, fair_p: null });
    expect(marketSentence(m, 'under')).toContain('DraftKings quoted one side only (-400)');
  });

  it('an unpriced line says so, and has no EV clause without a best price', () => {
    const m = market({
      over_odds: null,
      under_odds: null,
      fair_p: null,
      model_p: 0.6,
      win_p: 0.5,
      odds: null,
      best_book: null,
      ev: null,
      verdict: 'no_play',
      no_play_reason: 'no_edge',
    });
    expect(marketSentence(m, 'over')).toBe(
      'DraftKings posted the line without prices; the model says 60.0%; together 50.0%. No play: no positive expected value at the best price.',
    );
  });

  it('a proxy line names the method, not a book, even when prices are stored', () => {
    const m = market({ line_source: 'proxy', model_p: null, best_book: null, ev: null });
    const text = marketSentence(m, 'over');
    expect(text).toBe(
      `No book posted this line: it is the engine's proxy, ${PROXY_LINE_METHOD}; together 55.3%. Play.`,
    );
    expect(text).not.toContain('DraftKings');
  });

  it.each([
    ['injury', 'the player is listed out or doubtful'],
    ['thin_history', 'too little game history to trust the projection'],
    ['stale_line', 'the line is older than its freshness limit'],
    ['no_edge', 'no positive expected value at the best price'],
  ] as const)('a no play for %s gives its reason', (reason, text) => {
    expect(NO_PLAY_REASON_TEXT[reason]).toBe(text);
    const sentence = marketSentence(market({ verdict: 'no_play', no_play_reason: reason }), 'over');
    expect(sentence.endsWith(`. No play: ${text}.`)).toBe(true);
    // The EV clause is still there: a positive EV is not a play when another reason blocks it.
    expect(sentence).toContain('+7.4% expected value at -105 on FanDuel');
  });

  it('a no play without a stored reason reads as no edge', () => {
    expect(marketSentence(market({ verdict: 'no_play', no_play_reason: null }), 'over')).toMatch(
      /\. No play: no positive expected value at the best price\.$/,
    );
  });
});

describe('applyPickEdit: an admin edit of a priced pick', () => {
  it('keeps the market figures when the edit leaves what was priced as it was', () => {
    const pick = pricedPick();
    const edited = applyPickEdit(pick, { reasoning: 'New words.', line_value: pick.line_value });
    expect(edited.reasoning).toBe('New words.');
    expect(toPickMarket(edited)).toEqual(toPickMarket(pick));
    expect(editChangesPricing(pick, { opponent: 'MIA' })).toBe(false);
  });

  it.each([
    ['the side', { pick: 'under' as const }],
    ['the line', { line_value: 250.5 }],
    ['the score', { confidence: 90 }],
    ['the stat type', { stat_type: 'rushing_yards' as const }],
    ['the player', { player: 'Someone Else' }],
  ])('drops them when the edit changes %s', (_label, patch) => {
    const pick = pricedPick();
    expect(editChangesPricing(pick, patch)).toBe(true);
    const edited = applyPickEdit(pick, patch);
    for (const field of PICK_MARKET_FIELDS) expect(edited).not.toHaveProperty(field);
    expect(toPickMarket(edited)).toBeNull();
    expect(AiPick.parse(edited)).toEqual(edited);
  });
});
