import type { Grade, GradeInput } from './types';

const DEFAULT_ODDS = -110;

/** Units won per unit staked at American odds (-110 pays 0.909, +150 pays 1.5). */
export function payout(odds: number): number {
  if (!Number.isFinite(odds) || Math.abs(odds) < 100)
    throw new RangeError(`American odds must be <= -100 or >= +100, got ${odds}`);
  return odds > 0 ? odds / 100 : 100 / -odds;
}

/** Settles a pick against the final stat: push on the line exactly, profit at the called side's odds. */
export function gradePick(input: GradeInput): Grade {
  const { call, line, actual } = input;
  const odds = input.odds ?? DEFAULT_ODDS;
  const won = payout(odds);
  if (actual === line) return { result: 'push', profit: 0 };
  const overHit = actual > line;
  const win = call === 'over' ? overHit : !overHit;
  // Three decimals: the spec's money figures are per unit, and -110 must read as exactly 0.909.
  return win ? { result: 'win', profit: Math.round(won * 1000) / 1000 } : { result: 'loss', profit: -1 };
}
