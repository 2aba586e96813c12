import type { ContactMessage } from '../../entities/admin';

export interface StoredContactMessage extends ContactMessage {
  id: string;
  user_id: string | null;
  created_at: string;
}

export interface ContactRepository {
  add(msg: ContactMessage & { user_id?: string | null }): Promise<StoredContactMessage>;
  /** Newest first. */
  list(limit: number): Promise<StoredContactMessage[]>;
}
