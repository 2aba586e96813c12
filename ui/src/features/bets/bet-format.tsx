// How the tracker writes its numbers: American odds with their sign, units with two decimals and a sign,
// percentages with one decimal (the shared CLV formats for CLV and shares).
import {
  displayDirection,
  formatAmericanOdds,
  propTypeTitle,
  type Bet,
  type BetResult,
} from '@edgeboard/domain';

export { formatAmericanOdds };

const SIGNED_UNITS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const UNITS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1.5 → "+1.50u", -2 → "-2.00u", 0 → "0.00u". */
export const formatSignedUnits = (u: number): string => `${SIGNED_UNITS.format(u)}u`;
/** 1.5 → "1.50u". */
export const formatUnits = (u: number): string => `${UNITS.format(u)}u`;

/** "Travis Kelce Over 64.5 Receiving Yards". */
export const betTitle = (b: Pick<Bet, 'player' | 'side' | 'line' | 'statType'>): string =>
  `${b.player} ${displayDirection(b.side)} ${b.line} ${propTypeTitle(b.statType)}`;

export const RESULT_LABELS: Record<BetResult, string> = { won: 'Won', lost: 'Lost', push: 'Push' };

/** An empty table's line in a readable grey (antd's own is below 4.5:1 on white). */
export function EmptyText({ children }: { children: string }) {
  return <span style={{ color: '#475569' }}>{children}</span>;
}
