// The polls of streams woken together are answered by one repository call; each stream still gets its own answer.
import type { AlertNotice } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { NoticePolls } from './notice-polls';

const notice = (id: number, pickId: string): AlertNotice => ({
  id,
  pickId,
  createdAt: '2025-10-12T15:00:00.000Z',
  readAt: null,
  player: 'Travis Kelce',
  statType: 'receiving_yards',
  direction: 'Over',
  line: 55.5,
  edgeScore: 80,
  evPercent: 4,
  opponent: 'BUF',
  season: 2025,
  week: 6,
});

function fakeRepo() {
  const calls: { userId: string; afterId: number }[][] = [];
  return {
    calls,
    lastNoticeId: (userId: string) => Promise.resolve(userId === 'a' ? 7 : 0),
    noticesAfterMany: (polls: readonly { userId: string; afterId: number }[]) => {
      calls.push([...polls]);
      return Promise.resolve(
        polls.map((p) => (p.userId === 'a' ? [notice(p.afterId + 1, `after-${String(p.afterId)}`)] : [])),
      );
    },
  };
}

describe('NoticePolls', () => {
  it('answers the polls made together with one call, each with its own notices', async () => {
    const repo = fakeRepo();
    const polls = new NoticePolls(repo);
    const answers = await Promise.all([
      polls.noticesAfter('a', 3),
      polls.noticesAfter('b', 0),
      polls.noticesAfter('a', 5),
    ]);
    expect(repo.calls).toEqual([
      [
        { userId: 'a', afterId: 3 },
        { userId: 'b', afterId: 0 },
        { userId: 'a', afterId: 5 },
      ],
    ]);
    expect(answers.map((a) => a.map((n) => n.pickId))).toEqual([['after-3'], [], ['after-5']]);
  });

  it('starts a new call for polls made after the last one was sent', async () => {
    const repo = fakeRepo();
    const polls = new NoticePolls(repo);
    await polls.noticesAfter('a', 1);
    await polls.noticesAfter('a', 2);
    expect(repo.calls).toHaveLength(2);
    expect(await polls.lastNoticeId('a')).toBe(7);
  });

  it('fails every poll of a call that failed, and the next call is made afresh', async () => {
    let fail = true;
    const polls = new NoticePolls({
      lastNoticeId: () => Promise.resolve(0),
      noticesAfterMany: (asked) =>
        fail ? Promise.reject(new Error('db down')) : Promise.resolve(asked.map(() => [])),
    });
    const both = [polls.noticesAfter('a', 1), polls.noticesAfter('b', 1)];
    await expect(both[0]).rejects.toThrow('db down');
    await expect(both[1]).rejects.toThrow('db down');
    fail = false;
    expect(await polls.noticesAfter('a', 1)).toEqual([]);
  });
});
