import { describe, expect, it } from 'vitest';
import { kickoffInstant } from './game-status';

describe('kickoffInstant', () => {
  it('reads a zone-less provider time as US Eastern, on both sides of the daylight-saving change', () => {
    expect(kickoffInstant('2025-09-07T13:00:00')?.toISOString()).toBe('2025-09-07T17:00:00.000Z');
    expect(kickoffInstant('2025-11-30T13:00:00')?.toISOString()).toBe('2025-11-30T18:00:00.000Z');
  });

  it('keeps a time that names its zone, and has no instant for a missing or unreadable one', () => {
    expect(kickoffInstant('2025-09-07T20:20:00Z')?.toISOString()).toBe('2025-09-07T20:20:00.000Z');
    expect(kickoffInstant(null)).toBeNull();
    expect(kickoffInstant('soon')).toBeNull();
  });
});
