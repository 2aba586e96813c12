import { describe, expect, it } from 'vitest';
import { excerpt } from './analysis';

describe('excerpt', () => {
  it('keeps short text whole', () => {
    expect(excerpt('OVER 65.5: projects 71.2 receiving yards.', 150)).toBe(
      'OVER 65.5: projects 71.2 receiving yards.',
    );
  });

  it('cuts at sentence ends, never inside a decimal number', () => {
    const text =
      'UNDER 265.5: projects 243.8 passing yards. KC has allowed 206.9 passing yards per game to quarterbacks (recent-weighted, 24 games), 16% less than the league.';
    expect(excerpt(text, 150)).toBe('UNDER 265.5: projects 243.8 passing yards.');
  });

  it('falls back to a character cut when no sentence fits', () => {
    const out = excerpt('x'.repeat(200), 150);
    expect(out).toHaveLength(150);
    expect(out.endsWith('…')).toBe(true);
  });
});
