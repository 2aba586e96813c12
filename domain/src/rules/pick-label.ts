// What a pick's rating says beside its verdict (issue #27 item 2). The spec's bands, stars and strings stay
// as confidenceTier gives them; this decides which of them a pick may show. The rating is the chance the
// call wins, the verdict whether it is worth betting at the best price: a no-play may be likely to win and
// still not be worth a bet, so its label never praises it, and a play always shows its verdict.
import type { NoPlayReason, PickVerdict } from '../entities/market';
import { NO_PLAY_REASON_TEXT } from './market';
import { confidenceTier, type ConfidenceTier, type TierColour } from './confidence';

export type PickLabelColour = TierColour | 'grey';

export interface PickLabel {
  /** The spec's band for the confidence, unchanged (stars and colour of the stars follow it). */
  tier: ConfidenceTier;
  /** The label shown: the tier's, or "No play" where the tier's word would claim value the pick lacks. */
  label: ConfidenceTier['label'] | 'No play';
  colour: PickLabelColour;
  /** The verdict shown beside the label, always for a priced pick; null for a pick stored without one. */
  verdict: 'Play' | 'No play' | null;
  /** Why a no-play is not a play, in the domain's words; null for a play or a pick without a verdict. */
  reason: string | null;
}

/**
 * The rule: a pick without a verdict (stored before prices were kept) shows its tier as the spec gives it.
 * A play shows its tier's label and stars with "Play" beside it, whatever the band. A no-play shows
 * "No play" and its reason in place of the label, in grey, whatever the band: never "Top Pick", "Hot Pick",
 * "Strong Play" or "Value Pick", and not "Nothing Special" either, which reads as a weak bet rather than none.
 * The stars keep the spec's bands in every case: they rate the chance the call wins, not the bet.
 */
export function pickLabel(
  confidence: number,
  market: { verdict: PickVerdict; reason: NoPlayReason | null } | null | undefined,
): PickLabel {
  const tier = confidenceTier(confidence);
  if (!market) return { tier, label: tier.label, colour: tier.colour, verdict: null, reason: null };
  if (market.verdict === 'play') {
    return { tier, label: tier.label, colour: tier.colour, verdict: 'Play', reason: null };
  }
  return {
    tier,
    label: 'No play',
    colour: 'grey',
    verdict: 'No play',
    reason: NO_PLAY_REASON_TEXT[market.reason ?? 'no_edge'],
  };
}

/** Labels a no-play may never carry. */
export const VALUE_CLAIMING_LABELS: readonly ConfidenceTier['label'][] = [
  'Top Pick',
  'Hot Pick',
  'Strong Play',
  'Value Pick',
];
