// Recommending by value (issue #27 item 3): the order in which a capped tier's allowance of upcoming picks is
// taken, and the one the feed's `playsFirst` and `ev` sorts reproduce. The SQL repository writes the same terms
// in its statement (adapters/src/sql/repositories/ai-pick-feed.ts); its tests compare the two on both engines.
import type { AiPick } from '../entities/prop';

/** What the value order reads of a pick. */
export type ValueRanked = Pick<AiPick, 'id' | 'verdict' | 'ev' | 'confidence' | 'created_at'>;

/** A play: the engine found positive expected value at the best price and no reason to pass. */
const isPlay = (p: Pick<AiPick, 'verdict'>): boolean => p.verdict === 'play';

/** Code-point order, as both databases compare ISO times and ids (never the locale's). */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Plays before the rest; within each, expected value high to low (an unpriced pick, EV null, last), then Edge
 * Score high to low, then the earlier published, then id: a total order, so the allowance is one set of picks.
 */
export function compareByValue(a: ValueRanked, b: ValueRanked): number {
  const play = Number(isPlay(b)) - Number(isPlay(a));
  if (play !== 0) return play;
  const aEv = a.ev ?? null;
  const bEv = b.ev ?? null;
  if (aEv === null || bEv === null) {
    const unpriced = Number(aEv === null) - Number(bEv === null);
    if (unpriced !== 0) return unpriced;
  } else if (aEv !== bEv) {
    return bEv - aEv;
  }
  return b.confidence - a.confidence || byText(a.created_at, b.created_at) || byText(a.id, b.id);
}

/** The first `count` of `picks` in value order (a new array; `picks` is left as it was). */
export function topByValue<T extends ValueRanked>(picks: readonly T[], count: number): T[] {
  return count <= 0 ? [] : [...picks].sort(compareByValue).slice(0, count);
}
