// The plays' story in four figures (issue #27 item 5): W-L, ROI, units and mean CLV, each with its n and a 95%
// interval, so a reader can tell a record from noise. Used by the public record and by Performance Review.
import type { Estimate, RecordHeadline } from '../entities/headline';
import type { PickResult } from '../entities/prop';
import { wilsonInterval } from './calibration';

const Z95 = 1.959963984540054;

/** What the headline reads of a graded pick: its result, its units (null without a price) and its CLV. */
export interface HeadlineInput {
  result: PickResult;
  profit: number | null;
  clv?: number | null | undefined;
}

const r4 = (x: number) => {
  const r = Math.round(x * 10_000) / 10_000;
  return r === 0 ? 0 : r;
};

/**
 * Mean with a normal 95% interval (mean ± 1.96 · s / √n, s the sample standard deviation). Bounds are null with
 * one value (no spread to measure); null with none. A normal interval on a mean of ±1-unit outcomes is close to
 * a bootstrap one from a few dozen picks up, and needs no random numbers.
 */
export function meanEstimate(values: readonly number[], z = Z95): Estimate | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n === 1) return { value: r4(mean), n, low: null, high: null };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const half = z * Math.sqrt(variance / n);
  return { value: r4(mean), n, low: r4(mean - half), high: r4(mean + half) };
}

export function recordHeadline(rows: readonly HeadlineInput[]): RecordHeadline {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  const profits: number[] = [];
  const clvs: number[] = [];
  for (const r of rows) {
    if (r.result === 'win') wins += 1;
    else if (r.result === 'loss') losses += 1;
    else pushes += 1;
    // A pick without a price has no units: it counts in the W-L only, never at an invented -110.
    if (r.profit !== null && Number.isFinite(r.profit)) profits.push(r.profit);
    if (typeof r.clv === 'number' && Number.isFinite(r.clv)) clvs.push(r.clv);
  }
  const decided = wins + losses;
  const wilson = wilsonInterval(wins, decided);
  const winRate: Estimate | null =
    decided === 0 || wilson === null
      ? null
      : { value: r4(wins / decided), n: decided, low: r4(wilson.low), high: r4(wilson.high) };
  const roi = meanEstimate(profits);
  const times = (x: number | null) => (x === null || roi === null ? null : r4(x * roi.n));
  const units: Estimate | null =
    roi === null
      ? null
      : {
          value: r4(profits.reduce((s, v) => s + v, 0)),
          n: roi.n,
          low: times(roi.low),
          high: times(roi.high),
        };
  return {
    graded: rows.length,
    wins,
    losses,
    pushes,
    winRate,
    roi,
    units,
    unpriced: rows.length - profits.length,
    clv: meanEstimate(clvs),
  };
}
