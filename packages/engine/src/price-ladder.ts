// The alt-line ladder of a prop (issue #29 item 5): the published distribution, anchored at the posted line and
// the published P(over) there, read at the ladder's lines around it and at every line a book quotes. Stored
// with the pick at publication (like every other published figure, it freezes at kickoff) and read by the
// analysis page's Market section and the odds board; the calculator asks it at the typed line.
import { anchorDistribution } from './market/anchored';
import type { PriceCurve } from '@edgeboard/domain';
import type { AnchoredDistribution, PropShape } from './market/anchored';
import { ladderLines } from './market/ladder';

export interface LadderPoint {
  line: number;
  pOver: number;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * P(over) at the ladder's lines, the anchor line and `extraLines`, low to high, each line once. A line at or
 * below zero is left out (every stat clears it). At the anchor line the answer is the anchor probability itself.
 */
export function priceLadder(
  shape: PropShape,
  line: number,
  pOver: number,
  extraLines: readonly number[] = [],
): LadderPoint[] {
  return ladderOf(anchorDistribution(shape, line, pOver), shape, line, pOver, extraLines);
}

function ladderOf(
  dist: AnchoredDistribution,
  shape: PropShape,
  line: number,
  pOver: number,
  extraLines: readonly number[],
): LadderPoint[] {
  const lines = [...new Set([...ladderLines(shape.statType, line), line, ...extraLines])]
    .filter((l) => Number.isFinite(l) && l > 0)
    .sort((a, b) => a - b);
  return lines.map((l) => ({ line: l, pOver: r4(l === line ? pOver : dist.pOver(l)) }));
}

/**
 * What a priced pick keeps of its distribution: the ladder (priceLadder) and the curve itself, from one anchoring.
 * The ladder is what the pages show; the curve prices any other line later (a book moving to a line nobody
 * quoted at publication, on the odds board).
 */
export function publishedDistribution(
  shape: PropShape,
  line: number,
  pOver: number,
  extraLines: readonly number[] = [],
): { ladder: LadderPoint[]; curve: PriceCurve } {
  const dist = anchorDistribution(shape, line, pOver);
  return { ladder: ladderOf(dist, shape, line, pOver, extraLines), curve: dist.curve };
}
