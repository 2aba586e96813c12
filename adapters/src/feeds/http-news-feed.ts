// Hosted mode: a JSON news endpoint returning documents in the rag_documents shape; when it fails, the caller
// falls back to the stored documents (spec: "on failure falls back to reading the rag_documents table").
import { NewsDocument, UnavailableError, type NewsFeed } from '@edgeboard/domain';
import { z } from 'zod';

export class HttpNewsFeed implements NewsFeed {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly fallback: NewsFeed,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async latest(limit: number): Promise<NewsDocument[]> {
    try {
      const url = new URL(this.url);
      url.searchParams.set('limit', String(limit));
      const res = await this.fetchImpl(url, {
        headers: this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {},
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new UnavailableError(`news provider answered ${res.status}`, 'news_unavailable');
      return z
        .array(NewsDocument)
        .parse(await res.json())
        .slice(0, limit);
    } catch {
      return this.fallback.latest(limit);
    }
  }
}
