import { describe, expect, it } from 'vitest';
import { confidenceTier } from './confidence';
import { pickLabel, VALUE_CLAIMING_LABELS } from './pick-label';

describe('pickLabel', () => {
  it('shows the spec tier unchanged for a pick stored without a verdict', () => {
    for (const c of [95, 85, 75, 65, 55, 30]) {
      const l = pickLabel(c, null);
      expect(l.label).toBe(confidenceTier(c).label);
      expect(l.colour).toBe(confidenceTier(c).colour);
      expect(l.verdict).toBeNull();
    }
  });

  it('never shows a no-play with a label that claims value, whatever its band; the stars keep the band', () => {
    for (let c = 0; c <= 100; c++) {
      const l = pickLabel(c, { verdict: 'no_play', reason: 'no_edge' });
      expect(VALUE_CLAIMING_LABELS).not.toContain(l.label);
      expect(l.label).toBe('No play');
      expect(l.colour).toBe('grey');
      expect(l.verdict).toBe('No play');
      expect(l.reason).toBe('no positive expected value at the best price');
      expect(l.tier).toEqual(confidenceTier(c));
    }
    expect(pickLabel(67, { verdict: 'no_play', reason: 'injury' }).reason).toBe(
      'the player is listed out or doubtful',
    );
    // A no-play stored without its reason had no edge.
    expect(pickLabel(67, { verdict: 'no_play', reason: null }).reason).toBe(
      'no positive expected value at the best price',
    );
  });

  it('always puts the verdict beside a play, keeping the band the spec gives it', () => {
    expect(pickLabel(54, { verdict: 'play', reason: null })).toEqual({
      tier: confidenceTier(54),
      label: 'Nothing Special',
      colour: 'red',
      verdict: 'Play',
      reason: null,
    });
    expect(pickLabel(91, { verdict: 'play', reason: null }).label).toBe('Top Pick');
    for (let c = 0; c <= 100; c++)
      expect(pickLabel(c, { verdict: 'play', reason: null }).verdict).toBe('Play');
  });
});
