// The ContactRepository over an array, for the contact use case's tests and the dev mock: newest first, as the
// SQL repository lists them.
import type { ContactMessage, ContactRepository, Clock, StoredContactMessage } from '@edgeboard/domain';

export class InMemoryContactRepository implements ContactRepository {
  readonly messages: StoredContactMessage[] = [];

  constructor(private readonly clock: Clock) {}

  add(msg: ContactMessage & { user_id?: string | null }): Promise<StoredContactMessage> {
    const id = `contact-${String(this.messages.length + 1)}`;
    const stored = { ...msg, user_id: msg.user_id ?? null, id, created_at: this.clock.now().toISOString() };
    this.messages.push(stored);
    return Promise.resolve({ ...stored });
  }

  list(limit: number): Promise<StoredContactMessage[]> {
    return Promise.resolve(this.messages.slice().reverse().slice(0, limit));
  }
}
