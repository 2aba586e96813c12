import type { NewsDocument } from '../../entities/content';

/** The `rag_documents` table. */
export interface NewsRepository {
  /** Newest first. */
  latest(limit: number): Promise<NewsDocument[]>;
  /** Newest first. */
  bySource(source: string, limit: number): Promise<NewsDocument[]>;
  /** Inserts or replaces by id. */
  upsertMany(docs: readonly NewsDocument[]): Promise<void>;
}
