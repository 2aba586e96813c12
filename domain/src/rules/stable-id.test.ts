import { describe, expect, it } from 'vitest';
import { stableId } from './stable-id';

describe('stableId', () => {
  it('is a version-8 UUID that depends only on its key', () => {
    const id = stableId('player:BUF:QB');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('player:BUF:QB')).toBe(id);
    expect(stableId('player:BUF:RB1')).not.toBe(id);
  });
});
