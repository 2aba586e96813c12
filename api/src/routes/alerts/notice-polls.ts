// The open streams' polls, gathered: a publish wakes every subscriber's streams at once and each asks for its new
// notices; asked one by one that was a query per stream (10,000 streams, 10,000 queries behind the publish, the
// last stream hearing seconds late). Polls made in the same turn of the event loop go to the repository as one
// call (noticesAfterMany: a statement per hundred distinct polls); each stream still gets its own answer.
import type { AlertNotice, AlertRepository } from '@edgeboard/domain';

type Poll = { userId: string; afterId: number };

interface Pending extends Poll {
  resolve: (notices: AlertNotice[]) => void;
  reject: (err: unknown) => void;
}

export class NoticePolls implements Pick<AlertRepository, 'noticesAfter' | 'lastNoticeId'> {
  private pending: Pending[] = [];

  constructor(private readonly repo: Pick<AlertRepository, 'noticesAfterMany' | 'lastNoticeId'>) {}

  lastNoticeId(userId: string): Promise<number> {
    return this.repo.lastNoticeId(userId);
  }

  noticesAfter(userId: string, afterId: number): Promise<AlertNotice[]> {
    return new Promise((resolve, reject) => {
      // The first poll of a turn schedules the call; the streams woken with it join it before it is sent.
      if (this.pending.length === 0) setImmediate(() => void this.send());
      this.pending.push({ userId, afterId, resolve, reject });
    });
  }

  private async send(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const answers = await this.repo.noticesAfterMany(
        batch.map(({ userId, afterId }) => ({ userId, afterId })),
      );
      batch.forEach((p, i) => {
        p.resolve(answers[i] ?? []);
      });
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  }
}
