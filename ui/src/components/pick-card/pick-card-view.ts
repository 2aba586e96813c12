import {
  analysisExcerpt,
  clampConfidence,
  pickLabel,
  pickText,
  type ConfidenceTier,
  type PickLabel,
  type PickDirection,
  type PropFeedItem,
} from '@edgeboard/domain';
import { pickMarketView, type PickMarketView } from './pick-market';

/** What both card layouts show, derived once from a feed item with the domain's rules. */
export interface PickCardView {
  confidence: number;
  /** The spec's band for the confidence: the stars follow it. */
  tier: ConfidenceTier;
  /** What the rating says beside the verdict (the domain's pickLabel rule, docs/decisions.md). */
  label: PickLabel;
  /** The pick after the player's name, e.g. "Over 245.5 Passing Yards". */
  pick: string;
  excerpt: string;
  analysisHref: string;
  /** The headline pick against the market; null for picks stored before prices were kept. */
  market: PickMarketView | null;
  /** Where the game stands once it has kicked off (a started pick is the record, not a recommendation). */
  outcome: PickOutcome | null;
}

export interface PickOutcome {
  label: 'Won' | 'Lost' | 'Push' | 'Final · grading' | 'Live';
  /** Text, background and border: antd's preset tag colours fall below 4.5:1 contrast at 12 px. */
  colours: { color: string; background: string; borderColor: string };
}

const GREY = { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' };

/** A graded result's tag (the record's table uses the same). */
export const RESULT_OUTCOME: Record<NonNullable<PropFeedItem['result']>, PickOutcome> = {
  win: { label: 'Won', colours: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' } },
  loss: { label: 'Lost', colours: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' } },
  push: { label: 'Push', colours: GREY },
};

/** A graded pick shows its result wherever it appears; a final game not yet graded says so; a live one says live. */
export function pickOutcome(item: Pick<PropFeedItem, 'status' | 'result'>): PickOutcome | null {
  if (item.result) return RESULT_OUTCOME[item.result];
  if (item.status === 'final') return { label: 'Final · grading', colours: GREY };
  if (item.status === 'live') {
    return { label: 'Live', colours: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' } };
  }
  return null;
}

function headlinePick(item: PropFeedItem): string {
  const first = item.ai_picks[0];
  if (first === undefined) return item.description;
  const direction: PickDirection = first.pickDirection === 'Over' ? 'over' : 'under';
  return pickText(direction, first.lineValue, first.statType);
}

/** The player's research page on the pick's stat type; null for a pick stored without a player id. */
export function playerResearchHref(playerId: string | null | undefined, statType?: string): string | null {
  if (!playerId) return null;
  const stat = statType === undefined ? '' : `?statType=${encodeURIComponent(statType)}`;
  return `/dashboard/players/${encodeURIComponent(playerId)}${stat}`;
}

export function pickCardView(item: PropFeedItem): PickCardView {
  const confidence = clampConfidence(item.confidence);
  const market = item.ai_picks[0]?.market ?? null;
  const call = item.ai_picks[0]?.pickDirection.toLowerCase() === 'under' ? 'under' : 'over';
  const label = pickLabel(confidence, market);
  return {
    confidence,
    tier: label.tier,
    label,
    pick: headlinePick(item),
    excerpt: analysisExcerpt(item.reasoning, item.condensedReasoning),
    analysisHref: `/dashboard/analysis/${encodeURIComponent(item.id)}`,
    market: pickMarketView(market, call),
    outcome: pickOutcome(item),
  };
}

/** The bet tracker's form, pre-filled with the pick's published price and book. */
export const trackBetHref = (pickId: string): string =>
  `/dashboard/bets?pickId=${encodeURIComponent(pickId)}`;
