// The NewsFeed over an array of documents, newest first, for the news use case's tests and the dev mock.
import type { NewsDocument, NewsFeed } from '@edgeboard/domain';
import { byText } from '../props/pick-access';

export class InMemoryNewsFeed implements NewsFeed {
  constructor(readonly documents: readonly NewsDocument[] = []) {}

  latest(limit: number): Promise<NewsDocument[]> {
    const newest = this.documents.slice().sort((a, b) => byText(b.created_at, a.created_at));
    return Promise.resolve(newest.slice(0, Math.max(0, limit)));
  }
}
