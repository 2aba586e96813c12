import { meApi } from '@edgeboard/ui/src/lib/gating/me.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../shape';
import { freeUserMe } from './examples';
import { api, signedIn } from './interaction';

const me = freeUserMe('00000000-0000-4000-8000-000000000002', 'casey@example.com');

describe('me (ui/src/lib/gating/me.api.ts)', () => {
  it("loads the signed-in user's profile and subscription", async () => {
    const shape = shapeOf({
      ...me,
      profile: { ...me.profile, role: oneOf(['admin', 'user', 'free'], 'free') },
      subscription: { ...me.subscription, tier: oneOf(['free', 'scout', 'starting', 'all-star'], 'free') },
    });
    const signedInUser = await api('a request for the signed-in free user', signedIn('free'))
      .get('/api/me')
      .answers(200, shape)
      .data((ui) => ui.dispatch(meApi.endpoints.me.initiate()));
    expect(signedInUser.subscription.tier).toBe('free');
  });

  it('answers 401 to a token that is not valid', () =>
    api('a request for the signed-in user with an invalid token')
      .get('/api/me')
      .invalidToken()
      .refuses((ui) => ui.dispatch(meApi.endpoints.me.initiate())));
});
