// Background work that must run once across API instances (the demo season, local renewals) runs in the one
// instance holding a PostgreSQL session advisory lock. The lock lives on a dedicated connection: PostgreSQL
// releases it when that connection ends (the holder crashed, was stopped or lost the network), and a standby,
// retrying every `retryMs`, takes over. The holder pings its connection at the same pace, so it notices a lost
// connection (and stops its work) about as fast as a standby can take the lock.
import pg from 'pg';

export interface AdvisoryLeaderOptions {
  connectionString: string;
  /** The lock's id (a bigint in PostgreSQL); distinct per kind of work. */
  key: number;
  retryMs?: number;
  /** Called when this instance becomes the holder. */
  onAcquired: () => void;
  /** Called when the holder loses its connection (and so the lock): stop the work now. */
  onLost: () => void;
  onError?: (err: unknown) => void;
}

export class AdvisoryLeader {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private holding = false;
  private closed = false;
  private readonly retryMs: number;
  private readonly onError: (err: unknown) => void;

  constructor(private readonly options: AdvisoryLeaderOptions) {
    this.retryMs = options.retryMs ?? 2_000;
    this.onError = options.onError ?? (() => undefined);
  }

  get isLeader(): boolean {
    return this.holding;
  }

  /** Tries once now (resolving to whether this instance holds the lock), then keeps trying in the background. */
  async start(): Promise<boolean> {
    await this.tick();
    return this.holding;
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.closed) return;
    try {
      const client = this.client ?? (await this.connect());
      if (this.holding) {
        await client.query('select 1');
      } else {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          this.options.key,
        ]);
        if (rows[0]?.ok && !this.isClosed()) {
          this.holding = true;
          this.options.onAcquired();
        }
      }
    } catch (err) {
      this.onError(err);
      this.drop();
    }
    if (!this.isClosed()) {
      this.timer = setTimeout(() => void this.tick(), this.retryMs);
      this.timer.unref();
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.options.connectionString, keepAlive: true });
    client.on('error', (err) => {
      this.onError(err);
      if (this.client === client) this.drop();
    });
    client.on('end', () => {
      if (this.client === client) this.drop();
    });
    await client.connect();
    if (this.closed) {
      await client.end();
      throw new Error('closed');
    }
    this.client = client;
    return client;
  }

  /** The connection is gone or unusable: the lock with it. */
  private drop(): void {
    const client = this.client;
    this.client = null;
    if (client) client.end().catch(() => undefined);
    if (this.holding) {
      this.holding = false;
      this.options.onLost();
    }
  }

  /** A method, not the field: `close()` may have run during an await above. */
  private isClosed(): boolean {
    return this.closed;
  }

  /** Releases the lock (by ending its connection) so a standby takes over at its next try. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    this.holding = false;
    if (client) await client.end().catch(() => undefined);
  }
}
