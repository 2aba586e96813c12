// Broadcast over PostgreSQL LISTEN/NOTIFY, for instances sharing a PostgreSQL database without Redis. A
// dedicated client (not the pool: a pooled connection would stop listening when returned) listens and notifies;
// when it drops, it reconnects every `retryMs` and then tells the handlers to drop everything (`'*'`).
import pg from 'pg';
import type { BroadcastConnection } from './subscribers';
import { Subscribers } from './subscribers';

export const PG_BROADCAST_CHANNEL = 'edgeboard_broadcast';

export interface PgBroadcastOptions {
  connectionString: string;
  onError?: (err: unknown) => void;
  retryMs?: number;
  channel?: string;
}

export class PgBroadcast implements BroadcastConnection {
  private readonly subscribers: Subscribers;
  private readonly onError: (err: unknown) => void;
  private readonly retryMs: number;
  private readonly channel: string;
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  /** Topics published while disconnected: the other instances are told `'*'` once the connection is back. */
  private readonly missed = new Set<string>();

  constructor(private readonly options: PgBroadcastOptions) {
    this.onError = options.onError ?? (() => undefined);
    this.retryMs = options.retryMs ?? 1_000;
    this.channel = options.channel ?? PG_BROADCAST_CHANNEL;
    this.subscribers = new Subscribers(this.onError);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.subscribers.receive(n.payload);
    });
    // A dropped connection surfaces as 'error' and/or 'end'; either schedules one reconnect.
    const lost = (err?: unknown) => {
      if (err) this.onError(err);
      if (this.client !== client) return;
      this.client = null;
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => {
      lost();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.connect().then(
        () => {
          if (this.closed) {
            void this.close();
            return;
          }
          this.subscribers.deliverAll();
          const missed = [...this.missed];
          this.missed.clear();
          for (const topic of missed) void this.publish(topic, '*');
        },
        (err: unknown) => {
          this.onError(err);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retry.unref();
  }

  async publish(topic: string, message: string): Promise<void> {
    const client = this.client;
    if (!client) {
      this.missed.add(topic);
      return;
    }
    try {
      await client.query('select pg_notify($1, $2)', [this.channel, this.subscribers.encode(topic, message)]);
    } catch (err) {
      this.onError(err);
    }
  }

  subscribe(topic: string, handler: (message: string) => void): () => void {
    return this.subscribers.add(topic, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
