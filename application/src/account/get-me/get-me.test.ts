import { MeResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { getMe } from './get-me';

describe('getMe', () => {
  it('answers the caller as the API resolved them, in the answer’s schema', () => {
    const me = getMe({
      userId: 'u1',
      email: 'fan@example.com',
      profile: null,
      subscription: kitState('starting'),
    });
    expect(MeResponse.parse(me)).toEqual({
      id: 'u1',
      email: 'fan@example.com',
      profile: null,
      subscription: kitState('starting'),
    });
  });
});
