import type { NewsDocument } from '../entities/content';

/** Latest NFL news, newest first. Rejects with UnavailableError when the provider fails. */
export interface NewsFeed {
  latest(limit: number): Promise<NewsDocument[]>;
}
