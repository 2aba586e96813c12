import { MatchersV3 } from '@pact-foundation/pact';
import { profileApi } from '@edgeboard/ui/src/features/profile/profile.api';
import { describe, expect, it } from 'vitest';
import { STATE } from '../states';
import { api } from './interaction';

describe('profile (ui/src/features/profile/profile.api.ts)', () => {
  it("deletes the signed-in user's account", async () => {
    const deleted = await api('a request to delete the signed-in account', STATE.disposableUser)
      .delete('/api/me')
      .answers(200, { success: MatchersV3.boolean(true) })
      .data((ui) => ui.dispatch(profileApi.endpoints.deleteAccount.initiate()));
    expect(deleted.success).toBe(true);
  });

  it('answers 401 to a token that is not valid', () =>
    api('a request to delete an account with an invalid token')
      .delete('/api/me')
      .invalidToken()
      .refuses((ui) => ui.dispatch(profileApi.endpoints.deleteAccount.initiate())));
});
