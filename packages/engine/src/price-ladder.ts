// The alt-line ladder of a prop (issue #29 item 5): the published distribution, anchored at the posted line and
// the published P(over) there, read at the ladder's lines around it and at every line a book quotes. Stored
// with the pick at publication (like every other published figure, it freezes at kickoff) and read by the
// analysis page's Market section and the odds board; the calculator asks it at the typed line.
import { anchorDistribution } from './market/anchored';
import type { PropShape } from './market/anchored';
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
  const dist = anchorDistribution(shape, line, pOver);
  const lines = [...new Set([...ladderLines(shape.statType, line), line, ...extraLines])]
    .filter((l) => Number.isFinite(l) && l > 0)
    .sort((a, b) => a - b);
  return lines.map((l) => ({ line: l, pOver: r4(l === line ? pOver : dist.pOver(l)) }));
}
