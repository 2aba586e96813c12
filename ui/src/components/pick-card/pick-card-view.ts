import {
  analysisExcerpt,
  clampConfidence,
  confidenceTier,
  pickText,
  type ConfidenceTier,
  type PickDirection,
  type PropFeedItem,
} from '@edgeboard/domain';
import { pickMarketView, type PickMarketView } from './pick-market';

/** What both card layouts show, derived once from a feed item with the domain's rules. */
export interface PickCardView {
  confidence: number;
  tier: ConfidenceTier;
  /** The pick after the player's name, e.g. "Over 245.5 Passing Yards". */
  pick: string;
  excerpt: string;
  analysisHref: string;
  /** The headline pick against the market; null for picks stored before prices were kept. */
  market: PickMarketView | null;
}

function headlinePick(item: PropFeedItem): string {
  const first = item.ai_picks[0];
  if (first === undefined) return item.description;
  const direction: PickDirection = first.pickDirection === 'Over' ? 'over' : 'under';
  return pickText(direction, first.lineValue, first.statType);
}

export function pickCardView(item: PropFeedItem): PickCardView {
  const confidence = clampConfidence(item.confidence);
  return {
    confidence,
    tier: confidenceTier(confidence),
    pick: headlinePick(item),
    excerpt: analysisExcerpt(item.reasoning, item.condensedReasoning),
    analysisHref: `/dashboard/analysis/${encodeURIComponent(item.id)}`,
    market: pickMarketView(item.ai_picks[0]?.market),
  };
}
