// The headline figures as a reader sees them: each value with "95% CI low to high · n = N", so a record of
// twelve picks is not read like one of twelve hundred. Shared by the public record and Performance Review.
import type { Estimate } from '@edgeboard/domain';
import { formatClvPoints, formatShare } from '@/components/clv-format';

const SIGNED_PERCENT = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const SIGNED_UNITS = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const COUNT = new Intl.NumberFormat();

export const formatRoi = (fraction: number): string => SIGNED_PERCENT.format(fraction);
export const formatUnits = (units: number): string => `${SIGNED_UNITS.format(units)}u`;
export const formatCount = (n: number): string => COUNT.format(n);

/** "95% CI 44.1% to 51.2% · n = 935"; just "n = 1" when one value gives no interval. */
export function intervalLine(e: Estimate, format: (x: number) => string, what: string): string {
  const n = `n = ${formatCount(e.n)} ${what}`;
  if (e.low === null || e.high === null) return n;
  return `95% CI ${format(e.low)} to ${format(e.high)} · ${n}`;
}

export const FORMATS = {
  winRate: formatShare,
  roi: formatRoi,
  units: formatUnits,
  clv: formatClvPoints,
} as const;
