import { NewsDocument } from '@edgeboard/domain';
import type { NewsRepository } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { RagDocumentsTable } from '../tables';
import { excludedColumns, newestFirst, writeInChunks } from './query-helpers';

function toNews(row: Selectable<RagDocumentsTable>): NewsDocument {
  return parseRow(NewsDocument, 'rag_documents', { ...row, created_at: toIso(row.created_at) });
}

export class SqlNewsRepository implements NewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  latest(limit: number): Promise<NewsDocument[]> {
    return newestFirst(this.db.selectFrom('rag_documents').selectAll(), 'created_at', limit, toNews);
  }

  bySource(source: string, limit: number): Promise<NewsDocument[]> {
    const query = this.db.selectFrom('rag_documents').selectAll().where('source', '=', source);
    return newestFirst(query, 'created_at', limit, toNews);
  }

  upsertMany(docs: readonly NewsDocument[]): Promise<void> {
    return writeInChunks(this.db, docs, (trx, part) =>
      trx
        .insertInto('rag_documents')
        .values(part.map((d) => ({ ...d, created_at: toIso(d.created_at) })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet(excludedColumns(['content', 'source', 'url', 'created_at'])),
        )
        .execute(),
    );
  }
}
