// Broadcast over Redis pub/sub: one channel for every topic. Subscribing needs a connection of its own (a
// subscribed Redis connection runs no other command); ioredis reconnects and resubscribes it by itself.
import type { Redis } from 'ioredis';
import type { BroadcastConnection } from './subscribers';
import { Subscribers } from './subscribers';

export const REDIS_BROADCAST_CHANNEL = 'edgeboard:broadcast';

export class RedisBroadcast implements BroadcastConnection {
  private readonly subscribers: Subscribers;
  private listener: Redis | null = null;

  constructor(
    private readonly client: Redis,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly channel = REDIS_BROADCAST_CHANNEL,
  ) {
    this.subscribers = new Subscribers(onError);
  }

  async start(): Promise<void> {
    const listener = this.client.duplicate();
    this.listener = listener;
    listener.on('error', this.onError);
    listener.on('message', (channel: string, raw: string) => {
      if (channel === this.channel) this.subscribers.receive(raw);
    });
    await listener.subscribe(this.channel);
    // Registered after the first connection is up, so every 'ready' from now on is a reconnect: invalidations
    // sent while it was down were lost.
    listener.on('ready', () => {
      this.subscribers.deliverAll();
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    try {
      await this.client.publish(this.channel, this.subscribers.encode(topic, message));
    } catch (err) {
      this.onError(err);
    }
  }

  subscribe(topic: string, handler: (message: string) => void): () => void {
    return this.subscribers.add(topic, handler);
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    if (listener)
      await listener.quit().catch(() => {
        listener.disconnect();
      });
  }
}
