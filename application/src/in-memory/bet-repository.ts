// The bet tracker's BetRepository over an array: the use cases' tests and the dev mock keep bets here, with the
// same owner scoping and "settles once" guarantee as the SQL repository.
import type { BetPatch, BetRecord, BetRepository, BetSettlement, BetWrite } from '@edgeboard/domain';

/** Newest placed first, ties by id (the SQL repository's order). */
const byPlacedDesc = (a: BetRecord, b: BetRecord) =>
  a.placed_at === b.placed_at ? (a.id < b.id ? -1 : 1) : a.placed_at > b.placed_at ? -1 : 1;

export class InMemoryBetRepository implements BetRepository {
  private readonly rows: BetRecord[] = [];

  forUser(userId: string): Promise<BetRecord[]> {
    return Promise.resolve(
      this.rows
        .filter((b) => b.user_id === userId)
        .sort(byPlacedDesc)
        .map((b) => ({ ...b })),
    );
  }

  async pageForUser(userId: string, { page, pageSize }: { page: number; pageSize: number }) {
    const from = (page - 1) * pageSize;
    return (await this.forUser(userId)).slice(from, from + pageSize);
  }

  async openForUser(userId: string): Promise<BetRecord[]> {
    return (await this.forUser(userId)).filter((b) => b.result === null);
  }

  countForUser(userId: string): Promise<number> {
    return Promise.resolve(this.rows.filter((b) => b.user_id === userId).length);
  }

  get(userId: string, id: string): Promise<BetRecord | null> {
    const row = this.find(userId, id);
    return Promise.resolve(row ? { ...row } : null);
  }

  create(bet: BetWrite): Promise<BetRecord> {
    const row: BetRecord = { ...bet, result: null, settled_at: null };
    this.rows.push(row);
    return Promise.resolve({ ...row });
  }

  updateOpen(userId: string, id: string, patch: BetPatch): Promise<BetRecord | null> {
    const row = this.find(userId, id);
    if (!row || row.result !== null) return Promise.resolve(null);
    Object.assign(row, patch);
    return Promise.resolve({ ...row });
  }

  settle(id: string, s: BetSettlement): Promise<boolean> {
    const row = this.rows.find((b) => b.id === id);
    if (!row || row.result !== null) return Promise.resolve(false);
    row.result = s.result;
    row.settled_at = s.settled_at;
    if (s.game_id !== undefined) row.game_id = s.game_id;
    return Promise.resolve(true);
  }

  delete(userId: string, id: string): Promise<boolean> {
    const row = this.find(userId, id);
    if (row) this.rows.splice(this.rows.indexOf(row), 1);
    return Promise.resolve(row !== undefined);
  }

  private find(userId: string, id: string): BetRecord | undefined {
    return this.rows.find((b) => b.user_id === userId && b.id === id);
  }
}
