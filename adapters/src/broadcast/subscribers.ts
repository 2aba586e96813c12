// What every Broadcast adapter shares: the handlers per topic, and the envelope that carries the sender's id so
// an instance drops its own messages (it acted on them before publishing) and never echoes what it receives.
import type { Broadcast } from '@edgeboard/domain';
import { randomUUID } from 'node:crypto';

/** A Broadcast with a transport to open at start-up and close at shutdown. */
export interface BroadcastConnection extends Broadcast {
  /** Connects and listens; rejects if the first connection fails (later drops reconnect on their own). */
  start(): Promise<void>;
  close(): Promise<void>;
}

type Handler = (message: string) => void;

interface Envelope {
  origin: string;
  topic: string;
  message: string;
}

export class Subscribers {
  /** This instance's id on the wire. */
  readonly origin = randomUUID();
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  add(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  encode(topic: string, message: string): string {
    return JSON.stringify({ origin: this.origin, topic, message } satisfies Envelope);
  }

  /** Hands a received envelope to its topic's handlers, unless it is malformed or our own. */
  receive(raw: string): void {
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(raw) as Partial<Envelope>;
    } catch {
      return;
    }
    const { origin, topic, message } = envelope;
    if (origin === this.origin || typeof topic !== 'string' || typeof message !== 'string') return;
    this.deliver(topic, message);
  }

  /** After a reconnect: every topic's handlers get `'*'`, since messages sent meanwhile were lost. */
  deliverAll(message = '*'): void {
    for (const topic of this.handlers.keys()) this.deliver(topic, message);
  }

  private deliver(topic: string, message: string): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(message);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
