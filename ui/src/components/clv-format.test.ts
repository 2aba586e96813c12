import { describe, expect, it } from 'vitest';
import { formatClvPoints, formatPriceImprovement, formatShare } from './clv-format';

describe('closing line value formats', () => {
  it('reads fractions as signed points and percentages', () => {
    expect(formatClvPoints(0.021)).toBe('+2.1 pts');
    expect(formatClvPoints(-0.0134)).toBe('-1.3 pts');
    expect(formatClvPoints(0)).toBe('0.0 pts');
    expect(formatPriceImprovement(0.04)).toBe('+4.0%');
    expect(formatPriceImprovement(-0.025)).toBe('-2.5%');
    expect(formatShare(11 / 18)).toBe('61.1%');
  });
});
