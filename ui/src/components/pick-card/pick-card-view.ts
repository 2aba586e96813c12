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
  /** Where the game stands once it has kicked off (a started pick is the record, not a recommendation). */
  outcome: PickOutcome | null;
}

export interface PickOutcome {
  label: 'Won' | 'Lost' | 'Push' | 'Final · grading' | 'Live';
  /** antd Tag colour. */
  colour: 'success' | 'error' | 'default' | 'processing';
}

const RESULT_OUTCOME: Record<NonNullable<PropFeedItem['result']>, PickOutcome> = {
  win: { label: 'Won', colour: 'success' },
  loss: { label: 'Lost', colour: 'error' },
  push: { label: 'Push', colour: 'default' },
};

/** A graded pick shows its result wherever it appears; a final game not yet graded says so; a live one says live. */
export function pickOutcome(item: Pick<PropFeedItem, 'status' | 'result'>): PickOutcome | null {
  if (item.result) return RESULT_OUTCOME[item.result];
  if (item.status === 'final') return { label: 'Final · grading', colour: 'default' };
  if (item.status === 'live') return { label: 'Live', colour: 'processing' };
  return null;
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
    outcome: pickOutcome(item),
  };
}
