// The articles table over an array of articles and a map of their HTML bodies (the dev mock keeps the bodies
// beside its demo world's articles, which the subscriber screens read). Same order, filters and
// published_at rule as the SQL repository.
import type {
  Article,
  ArticlePageQuery,
  ArticleRepository,
  ArticleWrite,
  Clock,
  Page,
  StoredArticle,
} from '@edgeboard/domain';
import { contains, fieldColumns, givenFields, pageOfRows, sortAdminRows } from './admin-list-order';

export class InMemoryArticleRepository implements ArticleRepository {
  constructor(
    /** Written in place. */
    readonly rows: Article[],
    readonly bodies: Map<string, string | null>,
    private readonly clock: Clock,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  private stored(a: Article): StoredArticle {
    return { ...a, html: this.bodies.get(a.id) ?? null };
  }

  published(limit?: number): Promise<StoredArticle[]> {
    const rows = this.rows
      .filter((a) => a.status === 'published')
      .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id.localeCompare(a.id));
    return Promise.resolve(rows.slice(0, limit).map((a) => this.stored(a)));
  }

  get(id: string): Promise<StoredArticle | null> {
    const a = this.rows.find((r) => r.id === id);
    return Promise.resolve(a ? this.stored(a) : null);
  }

  adminList(q: ArticlePageQuery): Promise<Page<StoredArticle>> {
    const hits = this.rows
      .filter(
        (a) => contains(a.title, q.search) || contains(a.content, q.search) || contains(a.author, q.search),
      )
      .filter((a) => q.status === undefined || a.status === q.status);
    const columns = fieldColumns(['created_at', 'title', 'author', 'status', 'date']);
    const sorted = sortAdminRows(hits, q, 'created_at', columns);
    const page = pageOfRows(sorted, q);
    return Promise.resolve({ data: page.data.map((a) => this.stored(a)), count: page.count });
  }

  create(input: ArticleWrite, id: string = this.newId()): Promise<StoredArticle> {
    const now = this.clock.now().toISOString();
    const { html, ...fields } = input;
    const article: Article = {
      ...fields,
      imageUrl: fields.imageUrl ?? null,
      htmlPath: fields.htmlPath ?? null,
      id,
      // Favourites are per viewer; the API fills this in.
      isFavorite: false,
      created_at: now,
      updated_at: now,
      published_at: fields.status === 'published' ? now : null,
    };
    this.rows.push(article);
    this.bodies.set(id, html ?? null);
    return Promise.resolve(this.stored(article));
  }

  update(id: string, patch: Partial<ArticleWrite>): Promise<StoredArticle | null> {
    const index = this.rows.findIndex((a) => a.id === id);
    const current = this.rows[index];
    if (!current) return Promise.resolve(null);
    const now = this.clock.now().toISOString();
    const { html, ...fields } = patch;
    const updated: Article = {
      ...current,
      ...givenFields(fields),
      updated_at: now,
      published_at:
        patch.status === 'published' && current.published_at === null ? now : current.published_at,
    };
    this.rows[index] = updated;
    if (html !== undefined) this.bodies.set(id, html);
    return Promise.resolve(this.stored(updated));
  }

  delete(id: string): Promise<boolean> {
    const index = this.rows.findIndex((a) => a.id === id);
    if (index < 0) return Promise.resolve(false);
    this.rows.splice(index, 1);
    this.bodies.delete(id);
    return Promise.resolve(true);
  }
}
