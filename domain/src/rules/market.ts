// A stored pick against the market, in the shapes the feed and the analysis answer and in plain words.
// The API and the web app's mocks both call these, so the sentence a subscriber reads is written once.
import type { LineSource, NoPlayReason, PickMarket } from '../entities/market';
import type { AiPick, AiPickUpdate } from '../entities/prop';
import { fairAmericanOdds, formatAmericanOdds } from './odds';
import { evPercentOf, formatProbability } from './market-figures';

/** How the backtest and the demo's gaps make a line when no book posted one. */
export const PROXY_LINE_METHOD = 'floor(median of the last 8 games) + 0.5';

/** What a subscriber reads for each no-play reason. */
export const NO_PLAY_REASON_TEXT: Readonly<Record<NoPlayReason, string>> = {
  no_edge: 'no positive expected value at the best price',
  thin_history: 'too little game history to trust the projection',
  injury: 'the player is listed out or doubtful',
  stale_line: 'the line is older than its freshness limit',
  no_price: 'no book price',
};

const pct = formatProbability;
/** "+5.1%", "−0.4%": a percentage with its sign, as the market line writes expected value. */
export const formatSignedPercent = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}%`;

/** The market view of a stored pick; null for picks stored before prices were kept. */
export function toPickMarket(pick: AiPick): PickMarket | null {
  if (!pick.verdict || pick.win_p == null) return null;
  const source: LineSource =
    pick.line_source === 'proxy' || !pick.sportsbook
      ? { kind: 'proxy', method: PROXY_LINE_METHOD }
      : { kind: 'book', sportsbook: pick.sportsbook, pulledAt: pick.line_pulled_at ?? null };
  return {
    source,
    overOdds: pick.over_odds ?? null,
    underOdds: pick.under_odds ?? null,
    fairProbability: pick.fair_p ?? null,
    fairOdds: pick.fair_p == null ? null : Math.round(fairAmericanOdds(pick.fair_p)),
    modelProbability: pick.model_p ?? null,
    probability: pick.win_p,
    best:
      pick.best_book && pick.odds != null
        ? {
            sportsbook: pick.best_book,
            odds: pick.odds,
            // A best price at another line than the pick's names it ("Over 42.5 at Caesars"); absent at its line.
            ...(pick.best_line != null && pick.best_line !== pick.line_value && { line: pick.best_line }),
          }
        : null,
    evPercent: pick.ev == null ? null : evPercentOf(pick.ev),
    verdict: pick.verdict,
    reason: pick.no_play_reason ?? null,
  };
}

/**
 * The best price with its book, and its own line when the book hangs another line than the pick's:
 * "-105 FanDuel", or "Over 42.5 -110 Caesars" beside a pick posted at 43.5. `joiner` goes between price and book.
 */
export function bestPriceText(
  best: NonNullable<PickMarket['best']>,
  call: 'over' | 'under',
  joiner = ' ',
): string {
  const at = best.line == null ? '' : `${call === 'over' ? 'Over' : 'Under'} ${best.line} `;
  return `${at}${formatAmericanOdds(best.odds)}${joiner}${best.sportsbook}`;
}

/**
 * The market line in plain words, e.g. "The books’ no-vig consensus says 52.1% over (posted: DraftKings -115/-105);
 * the model says 55.3%;
 * +5.1% expected value at -105 on FanDuel. Play." The call's side is named throughout.
 */
export function marketSentence(market: PickMarket, call: 'over' | 'under'): string {
  const parts: string[] = [];
  const { source } = market;
  if (source.kind === 'proxy') {
    parts.push(`No book posted this line: it is the engine's proxy, ${source.method}`);
  } else if (market.fairProbability !== null && market.overOdds !== null && market.underOdds !== null) {
    // The fair probability is the consensus of every book quoting the line (the engine's market/consensus.ts),
    // not the posted book's own no-vig price, so the sentence names the consensus and shows the posted price.
    parts.push(
      `The books’ no-vig consensus says ${pct(market.fairProbability)} ${call} (posted: ${source.sportsbook} ${formatAmericanOdds(market.overOdds)}/${formatAmericanOdds(market.underOdds)})`,
    );
  } else {
    const known = market.overOdds ?? market.underOdds;
    parts.push(
      known === null
        ? `${source.sportsbook} posted the line without prices`
        : `${source.sportsbook} quoted one side only (${formatAmericanOdds(known)}), so its fair odds are unknown`,
    );
  }
  if (market.modelProbability !== null) parts.push(`the model says ${pct(market.modelProbability)}`);
  parts.push(`together ${pct(market.probability)}`);
  if (market.best && market.evPercent !== null) {
    parts.push(
      `${formatSignedPercent(market.evPercent)} expected value at ${bestPriceText(market.best, call, ' on ')}`,
    );
  }
  const verdict =
    market.verdict === 'play'
      ? 'Play.'
      : `No play: ${market.reason ? NO_PLAY_REASON_TEXT[market.reason] : NO_PLAY_REASON_TEXT.no_edge}.`;
  return `${parts.join('; ')}. ${verdict}`;
}

/** A pick's market columns: empty on picks stored before prices were kept, or hand-edited since. */
export const PICK_MARKET_FIELDS = [
  'line_source',
  'sportsbook',
  'line_pulled_at',
  'over_odds',
  'under_odds',
  'fair_p',
  'model_p',
  'win_p',
  'best_book',
  'best_line',
  'price_ladder',
  'price_curve',
  'ev',
  'verdict',
  'no_play_reason',
] as const satisfies readonly (keyof AiPick)[];

const PRICED_FIELDS = ['player', 'stat_type', 'pick', 'line_value', 'confidence'] as const;

/**
 * Whether an admin edit changes what the engine priced (player, stat, side, line or score): the market
 * figures would then describe another pick, so they are dropped and the pick shows no market line.
 */
export function editChangesPricing(current: AiPick, patch: AiPickUpdate): boolean {
  return PRICED_FIELDS.some((k) => patch[k] !== undefined && patch[k] !== current[k]);
}

/** The pick after an admin edit, its market figures dropped when the edit changes what was priced. */
export function applyPickEdit(current: AiPick, patch: AiPickUpdate): AiPick {
  // A field left out of the form may arrive as undefined: it changes nothing.
  const fields: Record<string, unknown> = patch;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const edited: AiPick = { ...current, ...defined };
  if (!editChangesPricing(current, patch)) return edited;
  const dropped = new Set<string>(PICK_MARKET_FIELDS);
  return Object.fromEntries(Object.entries(edited).filter(([k]) => !dropped.has(k))) as AiPick;
}
