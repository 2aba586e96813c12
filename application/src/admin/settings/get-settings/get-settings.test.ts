import { maskSettings } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { settingsStore, STORED } from '../settings-test-kit';
import { getSettings } from './get-settings';

describe('getSettings', () => {
  it('answers the record with its secrets masked', async () => {
    const answer = await getSettings(settingsStore());
    expect(answer).toEqual(maskSettings(STORED));
    expect(JSON.stringify(answer)).not.toContain('1234567890abcdef');
  });
});
