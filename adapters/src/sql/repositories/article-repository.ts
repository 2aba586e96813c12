import { Article } from '@edgeboard/domain';
import type {
  ARTICLE_SORT_FIELDS,
  ArticlePageQuery,
  ArticleRepository,
  ArticleWrite,
  Page,
  StoredArticle,
} from '@edgeboard/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseJson, parseRow, toIso, toIsoOrNull, toJson } from '../row-mapping';
import type { ArticlesTable } from '../tables';
import { adminPagedList, type SortColumns } from '../paged-list';
import { containsText, editedFields, newestFirst, selectById, updateById } from './query-helpers';

function toArticle(row: Selectable<ArticlesTable>): StoredArticle {
  const article = parseRow(Article, 'articles', {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    date: row.date,
    category: row.category,
    tags: parseJson(row.tags),
    imageUrl: row.image_url,
    htmlPath: row.html_path,
    // Favourites are per viewer; the API fills this in.
    isFavorite: false,
    sections: parseJson(row.sections),
    status: row.status,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    published_at: toIsoOrNull(row.published_at),
  });
  return { ...article, html: row.html };
}

const ARTICLE_ORDER: SortColumns<(typeof ARTICLE_SORT_FIELDS)[number]> = {
  created_at: [{ column: 'created_at' }],
  title: [{ column: 'title', text: true }],
  author: [{ column: 'author', text: true }],
  status: [{ column: 'status' }],
  date: [{ column: 'date' }],
};

export class SqlArticleRepository implements ArticleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  published(limit?: number): Promise<StoredArticle[]> {
    const query = this.db.selectFrom('articles').selectAll().where('status', '=', 'published');
    return newestFirst(query, 'published_at', limit, toArticle);
  }

  async get(id: string): Promise<StoredArticle | null> {
    return selectById(this.db, 'articles', id, toArticle);
  }

  async adminList(query: ArticlePageQuery): Promise<Page<StoredArticle>> {
    let qb = this.db.selectFrom('articles');
    const search = query.search?.trim();
    if (search) {
      qb = qb.where((eb) =>
        eb.or([
          containsText('title', search),
          containsText('content', search),
          containsText('author', search),
        ]),
      );
    }
    if (query.status) qb = qb.where('status', '=', query.status);
    return adminPagedList(
      qb.selectAll(),
      query,
      { keys: ARTICLE_ORDER, defaultField: 'created_at' },
      toArticle,
    );
  }

  async create(input: ArticleWrite, id: string = randomUUID()): Promise<StoredArticle> {
    const now = nowIso();
    const row = await this.db
      .insertInto('articles')
      .values({
        id,
        title: input.title,
        content: input.content,
        author: input.author,
        category: input.category,
        tags: toJson(input.tags),
        date: input.date,
        image_url: input.imageUrl ?? null,
        html_path: input.htmlPath ?? null,
        html: input.html ?? null,
        sections: toJson(input.sections),
        status: input.status,
        created_at: now,
        updated_at: now,
        published_at: input.status === 'published' ? now : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toArticle(row);
  }

  async update(id: string, patch: Partial<ArticleWrite>): Promise<StoredArticle | null> {
    const current = await this.db
      .selectFrom('articles')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return null;
    const set: Updateable<ArticlesTable> = editedFields(patch, [
      'title',
      'content',
      'author',
      'category',
      'date',
      'html',
    ]);
    if (patch.tags !== undefined) set.tags = toJson(patch.tags);
    if (patch.imageUrl !== undefined) set.image_url = patch.imageUrl;
    if (patch.htmlPath !== undefined) set.html_path = patch.htmlPath;
    if (patch.sections !== undefined) set.sections = toJson(patch.sections);
    if (patch.status !== undefined) {
      set.status = patch.status;
      // First published at the moment of this edit.
      if (patch.status === 'published' && current.published_at === null) set.published_at = set.updated_at;
    }
    return updateById(this.db, 'articles', id, set, toArticle);
  }

  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
