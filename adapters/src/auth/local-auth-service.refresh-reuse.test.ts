// Issue #30 item 11: GoTrue's refresh-token reuse rule. A revoked token whose child is the session's active token
// gets that active child back at any time (the client lost the answer, or a laptop woke up); within the reuse
// interval any revoked token of the session gets the active token back; nothing of it mints a new token. An
// older token outside the interval is a replay: the session ends.
import { expect, it } from 'vitest';
import {
  describeLocalAuth,
  errorOf,
  expectReuseEndsSession,
  expectSessionEnded,
} from './local-auth-test-kit';

describeLocalAuth('LocalAuthService reuses refresh tokens as GoTrue does', (h) => {
  const { service, signUp } = h;

  it('answers a token one rotation behind with the active child, even an hour later', async () => {
    const auth = service();
    const first = await signUp(auth);
    const second = await auth.refreshSession(first.refresh_token);
    h.clock.advance(60 * 60_000);
    const woke = await auth.refreshSession(first.refresh_token);
    expect(woke.refresh_token).toBe(second.refresh_token);
    expect(woke.access_token).not.toBe(second.access_token);
    await expect(auth.getUser(woke.access_token)).resolves.toMatchObject({ email: 'ada@example.com' });
    // The session goes on from the active child, which rotates as usual.
    const third = await auth.refreshSession(woke.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);
  });

  it('answers twenty reuses within the interval with the one active child, never a new token', async () => {
    const auth = service();
    const first = await signUp(auth);
    const second = await auth.refreshSession(first.refresh_token);
    const answers = [];
    for (let i = 0; i < 20; i += 1) {
      h.clock.advance(400);
      answers.push((await auth.refreshSession(first.refresh_token)).refresh_token);
    }
    expect(new Set(answers)).toEqual(new Set([second.refresh_token]));
    // One live token: a child of the first token that was handed out would still refresh; none was.
    const third = await auth.refreshSession(second.refresh_token);
    h.clock.advance(10_001);
    await expectReuseEndsSession(auth, first.refresh_token, third);
  });

  it('answers an older token within the interval with the active token, and ends the session after it', async () => {
    const auth = service();
    const first = await signUp(auth);
    const second = await auth.refreshSession(first.refresh_token);
    const third = await auth.refreshSession(second.refresh_token);
    h.clock.advance(9_000);
    expect((await auth.refreshSession(first.refresh_token)).refresh_token).toBe(third.refresh_token);
    h.clock.advance(1_001);
    const replay = await errorOf(auth.refreshSession(first.refresh_token));
    expect([replay.status, replay.code]).toEqual([400, 'refresh_token_already_used']);
    await expectSessionEnded(auth, third);
  });

  it('answers simultaneous refreshes with one token with the same child', async () => {
    const auth = service();
    const first = await signUp(auth);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => auth.refreshSession(first.refresh_token)),
    );
    expect(new Set(answers.map((a) => a.refresh_token)).size).toBe(1);
    expect(answers[0]?.refresh_token).not.toBe(first.refresh_token);
  });
});
