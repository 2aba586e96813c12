// The default Broadcast: instances in one process. A single instance (one hub member) receives nothing, which is
// today's behaviour; tests put several containers on one hub to act as several instances.
import type { BroadcastConnection } from './subscribers';
import { Subscribers } from './subscribers';

export class MemoryBroadcastHub {
  readonly members = new Set<MemoryBroadcast>();
}

export class MemoryBroadcast implements BroadcastConnection {
  private readonly subscribers = new Subscribers();

  constructor(private readonly hub: MemoryBroadcastHub = new MemoryBroadcastHub()) {
    hub.members.add(this);
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  publish(topic: string, message: string): Promise<void> {
    const raw = this.subscribers.encode(topic, message);
    // Delivered after the current task, as a network transport would.
    for (const member of this.hub.members)
      if (member !== this)
        queueMicrotask(() => {
          member.subscribers.receive(raw);
        });
    return Promise.resolve();
  }

  subscribe(topic: string, handler: (message: string) => void): () => void {
    return this.subscribers.add(topic, handler);
  }

  close(): Promise<void> {
    this.hub.members.delete(this);
    return Promise.resolve();
  }
}
