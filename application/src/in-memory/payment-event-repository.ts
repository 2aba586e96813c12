// Processed payment events in a set: the webhook's idempotency for its use-case tests, with the SQL repository's
// guarantee that of two deliveries of one event exactly one is recorded first.
import type { PaymentEventRepository } from '@edgeboard/domain';

export class InMemoryPaymentEventRepository implements PaymentEventRepository {
  readonly processed = new Map<string, string>();

  markProcessed(eventId: string, type: string): Promise<boolean> {
    if (this.processed.has(eventId)) return Promise.resolve(false);
    this.processed.set(eventId, type);
    return Promise.resolve(true);
  }

  isProcessed(eventId: string): Promise<boolean> {
    return Promise.resolve(this.processed.has(eventId));
  }
}
