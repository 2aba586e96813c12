// Closing line value as subscribers read it (issue #14 item 4), shared by the analysis page and Performance
// Review so both say the same number the same way. The domain keeps fractions (0.021); readers see points.
const ONE_DECIMAL_SIGNED = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const SIGNED_PERCENT = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const PERCENT = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 0.021 → "+2.1 pts" (points of no-vig probability). */
export const formatClvPoints = (clv: number): string => `${ONE_DECIMAL_SIGNED.format(clv * 100)} pts`;

/** 0.04 → "+4.0%" (the published price paid that much more per unit won than the close). */
export const formatPriceImprovement = (fraction: number): string => SIGNED_PERCENT.format(fraction);

/** 0.611 → "61.1%". */
export const formatShare = (fraction: number): string => PERCENT.format(fraction);

/** Green for beating the close, red for not, the text colour for zero; each at least 4.5:1 on white. */
export const clvColour = (clv: number): string | undefined =>
  clv > 0 ? '#15803d' : clv < 0 ? '#b91c1c' : undefined;
